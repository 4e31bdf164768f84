/**
 * What the site asks of a member's name, nickname and password, from the registration rules the
 * account area keeps (the app pages hand them over: features do not import each other). Both the
 * agent's new accounts and its changes to a member's name or password are checked by them.
 */
export interface AccountChecks {
  /** The message key (common namespace) of what is wrong with a typed value, or null. */
  readonly issueOf: (field: 'username' | 'password' | 'nickname', value: string) => string | null
  /** The same for a password typed a second time. */
  readonly confirmIssueOf: (password: string, confirm: string) => string | null
}
