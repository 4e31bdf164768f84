import { canDeposit, type MemberInfo, type Viewer } from '@/domain/member'
import type { ModuleId } from '@/domain/feature-flags'
import { loginRedirect } from '@/lib/session/redirect'

/** What tapping an entry does: go somewhere, ask first, or refuse with a notice. */
export type Entry =
  | { readonly kind: 'go'; readonly to: string }
  | { readonly kind: 'prompt-register' }
  | { readonly kind: 'refuse'; readonly messageKey: string; readonly ms: number }
  | { readonly kind: 'coming-soon' }
  | { readonly kind: 'open'; readonly url: string }

export const loginPath = '/m/login'

/** SPEC §2 bottom menu: member centre needs a session; a trial session is asked to register. */
export const memberCentreEntry = (viewer: Viewer): Entry => {
  if (viewer.kind === 'guest') return { kind: 'go', to: loginPath }
  if (viewer.kind === 'trial') return { kind: 'prompt-register' }
  return { kind: 'go', to: '/m/member/home' }
}

/** SPEC §5 deposit entry: members of type 0, 1, 2 only; others get free_reject for 2 s. */
export const depositEntry = (viewer: Viewer, freeRejectMs: number): Entry => {
  if (viewer.kind === 'guest') return { kind: 'go', to: loginPath }
  if (!canDeposit(viewer.type)) return { kind: 'refuse', messageKey: 'errors.free_reject', ms: freeRejectMs }
  return { kind: 'go', to: '/m/voucherCenter' }
}

export interface ServiceItem {
  readonly id: 'chat' | 'messages' | 'announcements' | 'feedback' | 'task' | 'line'
  readonly entry: Entry
}

/** SPEC §2 Service popup: which items show for this viewer and site. */
export const serviceItems = (input: {
  readonly viewer: Viewer
  readonly member: MemberInfo | null
  readonly flags: ReadonlySet<ModuleId>
  readonly taskUrl: string | null
  readonly lineUrl: string | null
}): ReadonlyArray<ServiceItem> => {
  const { viewer, member, flags, taskUrl, lineUrl } = input
  const noChatLabel = member?.memberLabel.some((label) => label.labelName.toLowerCase() === 'nochat') ?? false
  const chat = flags.has('CBS3') && member !== null && viewer.kind !== 'trial' && viewer.kind !== 'guest' && !noChatLabel
  const items: Array<ServiceItem | false> = [
    chat && { id: 'chat', entry: { kind: 'go', to: '/m/message' } },
    flags.has('INBOX3') && { id: 'messages', entry: { kind: 'go', to: '/m/webEmail' } },
    { id: 'announcements', entry: { kind: 'go', to: '/m/notice' } },
    { id: 'feedback', entry: { kind: 'go', to: '/m/feedback' } },
    { id: 'task', entry: taskUrl ? { kind: 'go', to: '/m/task' } : { kind: 'coming-soon' } },
    lineUrl !== null && { id: 'line', entry: { kind: 'open', url: lineUrl } },
  ]
  return items.filter((item): item is ServiceItem => item !== false)
}

/** Where a direct visit to a guarded route lands instead, or null when the viewer may stay. */
export const guardRedirect = (
  guard: 'none' | 'session' | 'session-or-home' | 'agent',
  viewer: Viewer,
  here: string,
): string | null => {
  switch (guard) {
    case 'none':
      return null
    case 'session':
      return viewer.kind === 'guest' ? loginRedirect(here) : null
    case 'session-or-home':
      return viewer.kind === 'guest' ? '/m/home' : null
    case 'agent':
      return viewer.kind === 'agent' ? null : '/m/home'
  }
}
