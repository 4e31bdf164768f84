import { describe, expect, it } from 'vitest'
import { canSubmit, counterOf, feedbackIssues, feedbackRequestOf, isFeedbackType, type FeedbackDraft } from './feedback-rules'

const text = (n: number) => 'x'.repeat(n)
const draft = (change: Partial<FeedbackDraft> = {}): FeedbackDraft => ({ type: 1, content: text(20), captcha: '12', ...change })

describe('the description', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    [text(19), 19],
    [text(200), 200],
    ['  padded  ', 10],
  ])('counter of %j shows %i/200', (content, n) => expect(counterOf(content)).toEqual({ n, max: 200 }))

  it.each([
    [text(0), false],
    [text(19), false],
    [text(20), true],
    [text(200), true],
    [text(201), false],
    [` ${text(18)} `, true], // as typed: the counter shows 20
    [' '.repeat(30), false], // only spaces is no description
    ['语'.repeat(20), true],
  ])('%j enables submit: %s', (content, enabled) => expect(canSubmit(draft({ content }))).toBe(enabled))
})

describe('the question type', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [6, true],
    [0, true],
    [5, false],
    [-1, false],
  ])('type %i is a feedback type: %s', (type, ok) => expect(isFeedbackType(type)).toBe(ok))
})

describe('what stops a send', () => {
  it.each([
    ['nothing', draft(), []],
    ['no type chosen', draft({ type: -1 }), ['type']],
    ['19 characters', draft({ content: text(19) }), ['content']],
    ['201 characters', draft({ content: text(201) }), ['content']],
    ['no captcha', draft({ captcha: '' }), ['captcha_missing']],
    ['a captcha of spaces', draft({ captcha: '   ' }), ['captcha_missing']],
    ['a captcha of 1', draft({ captcha: '7' }), []],
    ['a captcha of 16', draft({ captcha: text(16) }), []],
    ['a captcha of 17', draft({ captcha: text(17) }), ['captcha_format']],
    ['everything, in screen order', draft({ type: -1, content: '', captcha: '' }), ['type', 'content', 'captcha_missing']],
  ] as const)('%s', (_, given, issues) => expect(feedbackIssues(given)).toEqual(issues))
})

describe('the request', () => {
  it('sends the text as typed, the trimmed answer, the type and the sender', () =>
    expect(feedbackRequestOf(draft({ type: 0, content: `  ${text(25)}\n`, captcha: ' 12 ' }), 'player01')).toEqual({
      content: `  ${text(25)}\n`,
      sender: 'player01',
      type: 0,
      captcha: '12',
    }))

  it.each([draft({ type: -1 }), draft({ captcha: '' }), draft({ content: text(5) })])('is not made while something stops it', (given) =>
    expect(feedbackRequestOf(given, 'player01')).toBeNull(),
  )
})
