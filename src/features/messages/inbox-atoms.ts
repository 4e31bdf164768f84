import { Exit } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom, type Getter } from 'jotai'
import { pagedQueryAtom, type Page, type PagedView } from '@/lib/effect/paged-query-atom'
import { policies } from '@/lib/effect/policies'
import { queryAtom } from '@/lib/effect/query-atom'
import { run } from '@/lib/effect/runtime'
import { submitAtom } from '@/lib/effect/submit-atom'
import { makeThrottle } from '@/lib/effect/timing'
import type { ApiError } from '@/lib/http/errors'
import { moneyAtom } from '@/lib/session/money-atom'
import { perMember, sessionTokenAtom, viewerAtom } from '@/lib/session/session-atoms'
import { announcementsQuery } from '@/lib/state/announcements'
import { keys } from '@/lib/state/keys'
import { persistedAtom } from '@/lib/state/storage'
import {
  claimInboxReward,
  deleteInboxMails,
  loadInboxPage,
  loadInboxUnreadCount,
  markInboxRead,
  replyToMail,
  reportInboxClick,
} from './inbox-api'
import { groupBySource, unreadAfterReads } from './inbox-rules'
import type { ClaimResult, Mail, ReplyRequest } from './inbox-schema'

/**
 * The inbox (PLATFORM.md §7): the mails page by page, the unread count the badges show, and what
 * this device did to them (read, deleted, claimed) laid over the platform's answers at once, so the
 * list, the detail and every badge agree before the platform's next answer.
 */

/** SPEC §6: members and agents have an inbox; guests and trials (type 4) none, so nothing is asked for them. */
const hasInboxAtom = atom((get) => {
  const kind = get(viewerAtom).kind
  return (kind === 'member' || kind === 'agent') && get(sessionTokenAtom) !== undefined
})

/** The mails, 20 a page, newest first (the platform's order), asked again on every visit (new mail comes meanwhile). */
export const inboxListQuery = pagedQueryAtom((get, page) => (perMember(get) && get(hasInboxAtom) ? loadInboxPage(page) : null), {
  askOnEveryVisit: true,
})

interface LocalInbox {
  readonly token: string | undefined
  readonly read: ReadonlySet<string>
  readonly deleted: ReadonlySet<string>
  readonly claimed: ReadonlyMap<string, ClaimResult>
}
const emptyLocal = (token: string | undefined): LocalInbox => ({ token, read: new Set(), deleted: new Set(), claimed: new Map() })
const localStore = atom<LocalInbox>(emptyLocal(undefined))
/** This session's changes: another session starts with none. */
const localAtom = atom((get) => {
  const local = get(localStore)
  return local.token === get(sessionTokenAtom) ? local : emptyLocal(get(sessionTokenAtom))
})
const changeLocal = (get: Getter, change: (local: LocalInbox) => Partial<LocalInbox>) => {
  const local = get(localAtom)
  return { ...local, ...change(local) }
}

/** Mails read here the unread count has not counted yet: they apply to the count's answer they were read over. */
const readsUncountedAtom = atom<{ readonly of: object | null; readonly count: number }>({ of: null, count: 0 })

/**
 * The announcements answer, once it has come, for a member or agent. An atom of its own, so it
 * stays the same value while a refresh is on its way: the inbox count's call below runs once per
 * answer, not also as each refresh starts (twice in 250 ms, past SPEC §7's throttle).
 */
const announcementsAnswerAtom = atom((get) => (get(hasInboxAtom) ? AsyncResult.getOrElse(get(announcementsQuery), () => null) : null))

/** One per store, so every test's store starts with a clean one. */
const countThrottleAtom = atom(() => makeThrottle(policies.unreadThrottle))

/**
 * EMFE_getInboxUnreadCount, asked only once the announcements answer has come without an inbox
 * count (the operator's own apps ask for it apart, PLATFORM.md §7), and again with each new one
 * (the unread model's refresh, src/app/unread-atoms.ts, and each read or deletion here): at most
 * once per 250 ms however fast those answers come (SPEC §7), the last one's ask trailing.
 */
const inboxCountQuery = queryAtom((get) => {
  const answer = get(announcementsAnswerAtom)
  return answer !== null && answer.unread?.inbox === undefined ? get(countThrottleAtom)(loadInboxUnreadCount()) : null
})

/**
 * The platform's unread count and the answer it came in. It comes with home's announcements
 * answer (SPEC §3: its unread counts include the inbox's), so home's first view makes no call of
 * its own for it; else from its own call. Members and agents only.
 */
const countAnswerOf = (get: Getter): { readonly of: object; readonly count: number } | null => {
  const answer = get(announcementsAnswerAtom)
  if (answer === null) return null
  if (answer.unread?.inbox !== undefined) return { of: answer, count: answer.unread.inbox }
  const own = AsyncResult.getOrElse(get(inboxCountQuery), () => null)
  return own && { of: own, count: own.count }
}

/** The inbox badge: 0 until the count arrives, less what was read here since; a failed refresh keeps the last. */
export const inboxUnreadAtom = atom((get) => {
  const answer = countAnswerOf(get)
  if (answer === null) return 0
  const uncounted = get(readsUncountedAtom)
  return unreadAfterReads(answer.count, uncounted.of === answer.of ? uncounted.count : 0)
})

const withLocal = (mail: Mail, local: LocalInbox): Mail => {
  const claimed = local.claimed.get(mail.inboxId)
  const reward = mail.metadata?.reward
  return {
    ...mail,
    read: mail.read || local.read.has(mail.inboxId),
    ...(claimed && reward ? { metadata: { ...mail.metadata, reward: { ...reward, claimed: true, ...claimed } } } : {}),
  }
}

/** The list as the screen shows it: this device's reads, deletions and claims applied. */
export const inboxViewAtom = atom((get): PagedView<Mail, ApiError, Page<Mail>> => {
  const view = get(inboxListQuery)
  const local = get(localAtom)
  return { ...view, items: view.items.filter((mail) => !local.deleted.has(mail.inboxId)).map((mail) => withLocal(mail, local)) }
})

const adjustUncounted = (get: Getter, by: number) => {
  const answer = countAnswerOf(get)?.of ?? null
  const current = get(readsUncountedAtom)
  return { of: answer, count: Math.max(0, (current.of === answer ? current.count : 0) + by) }
}

/** The first call of several that failed, for its reason; null when none did. */
const firstFailure = <A>(exits: ReadonlyArray<Exit.Exit<A, ApiError>>) => exits.find((exit) => Exit.isFailure(exit)) ?? null

/**
 * Marks mails read as the announcements do (content-atoms markReadAtom): read here at once (the
 * dot goes, the badges go down), then one call per record source; a source the platform refuses
 * is taken back, dot and count, so no badge shows what the platform does not have. Answers the
 * first refused call, for its reason, or null (also once the session that asked has ended: there
 * is no one left to tell).
 */
export const markMailsReadAtom = atom(null, async (get, set, mails: ReadonlyArray<Mail>) => {
  const token = get(sessionTokenAtom)
  const local = get(localAtom)
  const fresh = mails.filter((mail) => !mail.read && !local.read.has(mail.inboxId))
  if (fresh.length === 0 || token === undefined) return null
  set(
    localStore,
    changeLocal(get, (now) => ({ read: new Set([...now.read, ...fresh.map((mail) => mail.inboxId)]) })),
  )
  set(readsUncountedAtom, adjustUncounted(get, fresh.length))
  const exits = await Promise.all(groupBySource(fresh).map(async (group) => ({ group, exit: await run(markInboxRead(group)) })))
  const refused = exits.filter(({ exit }) => Exit.isFailure(exit)).flatMap(({ group }) => group.ids)
  if (get(sessionTokenAtom) !== token) return null
  if (refused.length > 0) {
    set(
      localStore,
      changeLocal(get, (now) => ({ read: new Set([...now.read].filter((id) => !refused.includes(id))) })),
    )
    set(readsUncountedAtom, adjustUncounted(get, -refused.length))
  }
  if (refused.length < fresh.length) set(announcementsQuery, 'refresh')
  return firstFailure(exits.map(({ exit }) => exit))
})

/**
 * Deletes mails, one call per record source. The rows of a source the platform took go; those of
 * a source it refused stay. Answers the first refused call, for its reason, or null.
 */
export const deleteMailsAtom = atom(null, async (get, set, mails: ReadonlyArray<Mail>) => {
  const token = get(sessionTokenAtom)
  const exits = await Promise.all(groupBySource(mails).map(async (group) => ({ group, exit: await run(deleteInboxMails(group)) })))
  const gone = exits.filter(({ exit }) => Exit.isSuccess(exit)).flatMap(({ group }) => group.ids)
  if (get(sessionTokenAtom) !== token) return null
  if (gone.length > 0) {
    set(
      localStore,
      changeLocal(get, (now) => ({ deleted: new Set([...now.deleted, ...gone]) })),
    )
    // An unread mail deleted no longer counts: the platform's count says by how much.
    set(announcementsQuery, 'refresh')
    // The platform's later pages now start earlier: the list starts over from page 1 rather than
    // skip the mails that moved up (the deleted stay hidden meanwhile), or stand empty after all
    // shown were deleted.
    set(inboxListQuery, 'refresh')
  }
  return firstFailure(exits.map(({ exit }) => exit))
})

/**
 * Claims a mail's reward: a money action (moneyAtom: sent once per tap, never retried, refused
 * offline, the balance asked again after the answer). What was claimed shows on the mail at once.
 * Named by the mail alone, not the mail as shown: a claim that got no answer, tapped again after
 * the mail was read, keeps its idempotency key.
 */
export const claimRewardAtom = moneyAtom((mail: Pick<Mail, 'inboxId' | 'recordSource'>) => claimInboxReward(mail), {
  settle: (result, { get, set, input }) =>
    set(
      localStore,
      changeLocal(get, (now) => ({ claimed: new Map([...now.claimed, [input.inboxId, result]]) })),
    ),
})

/** A reply: a write sent once per tap (submitAtom). */
export const replyAtom = submitAtom((request: ReplyRequest) => replyToMail(request))

/**
 * Replies being written, by mail (its source and id): the text outlives the mail's dialog, so
 * closing it by mistake (Escape, the mask) loses nothing; sending or Cancel drops it. Memory only.
 */
export const replyDraftsAtom = atom<ReadonlyMap<string, string>>(new Map())
export const replyDraftKey = (mail: Pick<Mail, 'inboxId' | 'recordSource'>) => `${mail.recordSource}:${mail.inboxId}`

const sentCallbacksAtom = persistedAtom(keys.campaignCallbacks)

/**
 * Which login the sent callbacks belong to, without the token itself on disk (it would outlive a
 * logout there): a hash of it (FNV-1a), the same for the same login, another for the next.
 */
const loginMarkOf = (token: string) => {
  let hash = 0x811c9dc5
  for (let at = 0; at < token.length; at++) hash = Math.imul(hash ^ token.charCodeAt(at), 0x01000193)
  return (hash >>> 0).toString(16)
}

/**
 * PLATFORM.md §7 campaign callback: opening a campaign's mail (one with an `inboxDeliveryId`) tells
 * the platform, once per login (MC_campaignCallbackKeys). Silent: the member sees nothing of it. A
 * call that fails is forgotten, so opening the mail again sends it again.
 */
export const reportMailOpenedAtom = atom(null, async (get, set, mail: Mail) => {
  const token = get(sessionTokenAtom)
  if (token === undefined || mail.inboxDeliveryId === undefined) return
  const login = loginMarkOf(token)
  const key = `inbox:${mail.inboxDeliveryId}`
  const sentNow = () => {
    const sent = get(sentCallbacksAtom)
    return sent.login === login ? sent.keys : []
  }
  if (sentNow().includes(key)) return
  set(sentCallbacksAtom, { login, keys: [...sentNow(), key] })
  const exit = await run(reportInboxClick(mail.inboxDeliveryId))
  if (Exit.isFailure(exit)) set(sentCallbacksAtom, { login, keys: sentNow().filter((sent) => sent !== key) })
})
