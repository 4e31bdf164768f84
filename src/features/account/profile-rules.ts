import type { MemberInfo } from '@/domain/member'
import { ruleOf, type FieldName, type FieldRules } from './field-rules'

/** The profile fields a member edits on my account, each checked by the server's rule of the same name. */
export type ProfileField = Extract<FieldName, 'nickname' | 'email' | 'payeeName'>
export const profileFields: ReadonlyArray<ProfileField> = ['nickname', 'email', 'payeeName']

/**
 * Which profile fields the member may edit (issue 11, PLATFORM.md §2): the nickname while it is
 * empty or the server's rule allows updates (`updateEnabled`); the e-mail until it is verified;
 * the payee name only while empty, because withdrawals are paid to that name (ASSUMED, as the
 * operator's apps behave: changing it is for customer service).
 */
export const editableProfile = (rules: FieldRules, member: MemberInfo): Readonly<Record<ProfileField, boolean>> => ({
  nickname: !member.nickname || ruleOf(rules, 'nickname').updateEnabled === true,
  email: !member.isEmailVerification,
  payeeName: !member.payeeName,
})

/** The value a profile field holds now ('' when none). */
export const profileValue = (member: MemberInfo, field: ProfileField) => member[field] ?? ''
