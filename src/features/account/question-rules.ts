import type { FieldIssue } from './field-rules'

/** ASSUMED (the platform's numbers are not public): a member sets two questions, each answer 1-32 characters. */
export const securityQuestionCount = 2
export const answerMaxLength = 32

/** An answer as the platform compares it: trimmed, case-insensitive (the harness does the same). */
export const normalAnswer = (answer: string) => answer.trim().toLowerCase()

export const checkAnswer = (answer: string): FieldIssue | null => {
  const trimmed = answer.trim()
  if (trimmed === '') return { field: 'idNumber', key: 'validation.required' }
  return trimmed.length > answerMaxLength ? { field: 'idNumber', key: 'validation.field_format' } : null
}

/** The options of one question's select: every question the other selects have not taken. */
export const questionOptions = <Q extends { readonly questionId: string }>(
  all: ReadonlyArray<Q>,
  chosen: ReadonlyArray<string>,
  own: string,
) => all.filter((question) => question.questionId === own || !chosen.includes(question.questionId))
