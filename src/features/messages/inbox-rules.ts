import type { Mail, MailIds, MailMetadata } from './inbox-schema'

/** A reward as the detail shows it: claimable with the seconds left, expired, or claimed with what it gave. */
export type RewardState =
  | { readonly kind: 'none' }
  | { readonly kind: 'claimable'; readonly secondsLeft: number }
  | { readonly kind: 'expired' }
  | { readonly kind: 'claimed' }

/** PLATFORM.md §7: a reward can be claimed until `expiredDate`; once claimed it stays claimed, expired or not. */
export const rewardStateOf = (metadata: MailMetadata | null | undefined, now: number): RewardState => {
  const reward = metadata?.reward
  if (!reward) return { kind: 'none' }
  if (reward.claimed) return { kind: 'claimed' }
  const secondsLeft = Math.ceil((reward.expiredDate - now) / 1000)
  return secondsLeft > 0 ? { kind: 'claimable', secondsLeft } : { kind: 'expired' }
}

/**
 * PLATFORM.md §7: the read and delete calls take the ids of one record source, so a batch is one
 * call per source, in the order the sources first appear.
 */
export const groupBySource = (mails: ReadonlyArray<Pick<Mail, 'inboxId' | 'recordSource'>>): ReadonlyArray<MailIds> => {
  const groups = new Map<string, string[]>()
  for (const mail of mails) {
    const ids = groups.get(mail.recordSource) ?? []
    if (!ids.includes(mail.inboxId)) ids.push(mail.inboxId)
    groups.set(mail.recordSource, ids)
  }
  return [...groups].map(([recordSource, ids]) => ({ ids, recordSource }))
}

/** The badge's count: the platform's, less the mails read here it has not counted yet (never below 0). */
export const unreadAfterReads = (platformCount: number, readHere: number): number => Math.max(0, platformCount - readHere)

/** PLATFORM.md §7: a reply's subject is the mail's with "RE: " before it (once, not again on a reply of a reply). */
export const replySubjectOf = (subject: string) => (/^re:\s/i.test(subject) ? subject : `RE: ${subject}`)

/** A countdown as the claim button shows it: whole days (each language words them) and the clock, "03:04:05". */
export const countdownOf = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds))
  const clock = [Math.floor(whole / 3600) % 24, Math.floor(whole / 60) % 60, whole % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':')
  return { days: Math.floor(whole / 86_400), clock }
}
