import { atom, type Getter } from 'jotai'
import { Exit } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { viewerOf, type MemberInfo, type SessionInfo, type Wallet } from '@/domain/member'
import { latestRun } from '@/lib/effect/latest-run'
import { queryAtom } from '@/lib/effect/query-atom'
import { keys } from '@/lib/state/keys'
import { merchantFor } from './merchant'
import { clearSessionStorage, persistedAtom, writeStored } from '@/lib/state/storage'
import { loadWallet, renewMemberInfo } from './member-api'

export const sessionAtom = persistedAtom(keys.session)
export const trialNameAtom = persistedAtom(keys.trialName)
export const memberAtom = atom<MemberInfo | null>(null)

/** The session's token (undefined for guests): a new value only when it really changes, so queries keyed on it do not rerun on a renewal. */
export const sessionTokenAtom = atom((get) => get(sessionAtom)?.token)
/**
 * Read first in a query of a member's own data (their points, rewards, missions, mails): the query
 * then depends on the session, so the member who signs in next is asked for afresh and never shown
 * the last one's answer. A gate atom's `true` alone does not change from one member to the next.
 */
export const perMember = (get: Getter) => get(sessionTokenAtom) !== undefined

/**
 * What this device did in one session (notices read, stars set, statuses changed, a password held):
 * read back only while that session lasts, so the next (a logout, an expiry, another login) starts
 * from `initial` again. Memory only. Written for the session on at the time of writing.
 */
export const sessionScopedAtom = <A>(initial: A) => {
  const held = atom<{ readonly token: string | undefined; readonly value: A }>({ token: undefined, value: initial })
  return atom(
    (get) => (get(held).token === get(sessionTokenAtom) ? get(held).value : initial),
    (get, set, value: A) => set(held, { token: get(sessionTokenAtom), value }),
  )
}
/** The merchant every call names (merchantFor); a new value only when it really changes. */
export const merchantAtom = atom((get) => merchantFor(get(sessionAtom)))

/** Guest, trial, member or agent: the starting point of every permission rule. */
export const viewerAtom = atom((get) => viewerOf(get(sessionAtom), get(memberAtom)))

const renewal = latestRun()
/** The renewal last begun for this session (null before the first), and whether one has ended. */
const renewalRunning = atom<Promise<unknown> | null>(null)
const renewalEnded = atom(false)
/** A new session (or none): its member info is not known yet. */
const forgetMember = atom(null, (_get, set) => {
  set(memberAtom, null)
  set(renewalRunning, null)
  set(renewalEnded, false)
})
const notYetAsked = new Promise<never>(() => {})

/**
 * The session's member info as a screen waits for it (lib/effect/answered-within.ts): `arrived`
 * once it has answered or failed, `settled` when the renewal in flight does.
 */
export const memberInfoArrival = {
  arrived: atom((get) => get(memberAtom) !== null || get(renewalEnded)),
  settled: atom((get) => get(renewalRunning) ?? notYetAsked),
}

/**
 * A session adopted from a URL token (adoptUrlTokenAtom) whose member info has not arrived yet:
 * its type is a placeholder, so a rule that turns on the type must wait for the real one. Not
 * once the ask has failed: the type is then unknown, a free trial's (SPEC §3), rather than a
 * loader for ever.
 */
export const provisionalSessionAtom = atom((get) => {
  const session = get(sessionAtom)
  return session !== null && session.userName === '' && !get(memberInfoArrival.arrived)
})

/**
 * How many renewals have begun: a screen that wants member info fresh as it opens (home) tells by
 * this whether one began since it last closed.
 */
export const renewalsBegunAtom = atom(0)

/** Renews member info and brings the stored session in line with it (type, names). */
export const renewMemberAtom = atom(null, async (get, set) => {
  if (!get(sessionAtom)) return
  set(renewalsBegunAtom, get(renewalsBegunAtom) + 1)
  const running = renewal(get, renewMemberInfo)
  set(renewalRunning, running)
  const exit = await running
  set(renewalEnded, true)
  const session = get(sessionAtom)
  if (!Exit.isSuccess(exit) || !session) return
  const member = exit.value
  set(memberAtom, member)
  set(sessionAtom, {
    ...session,
    id: member.id,
    userName: member.userName,
    type: member.type,
    merchantCode: member.merchantCode,
  })
})

/** The member's wallet; nothing to ask for guests. A new session asks again; so does a refresh. */
export const walletQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadWallet : null))
/** The wallet last known (null for guests, and until the first answer); a failed refresh keeps it. */
export const walletAtom = atom((get) => AsyncResult.getOrElse(get(walletQuery), (): Wallet | null => null))

/** Hide/show of the balance (asterisks while hidden, SPEC §2): one switch for the side menu and the member centre. */
export const balanceHiddenAtom = atom(false)

export const signInAtom = atom(null, (_get, set, session: SessionInfo) => {
  set(sessionAtom, session)
  set(forgetMember)
})

/** SPEC §3: a token in the URL query becomes the session; member info then fills in the rest. */
export const adoptUrlTokenAtom = atom(null, (_get, set, token: string) => {
  // Provisional until renewal: the app's session refresh (on every token change) fills it in.
  set(signInAtom, { token, merchantCode: '', id: '', userName: '', type: 4, firstTimeLogin: false })
})

export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, null)
  set(trialNameAtom, null)
  set(forgetMember)
})

/**
 * A logout on its way (SPEC §4): the platform may answer the session's other calls 401 meanwhile,
 * which is the member leaving, not their session expiring (app/runtime.ts says nothing of it).
 */
export const sessionEndingAtom = atom(false)

/**
 * SPEC §4 logout, on the device: auto-login set '0', all session storage cleared, and the token,
 * trial user and member info forgotten. Also what a self-exclusion leaves behind (the platform has
 * ended the session itself).
 */
export const signedOutHereAtom = atom(null, (_get, set) => {
  writeStored(keys.autoLogin, '0')
  clearSessionStorage()
  set(clearSessionAtom)
})
