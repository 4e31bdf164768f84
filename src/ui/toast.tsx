import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { FailureIcon, InfoIcon, SuccessIcon } from './icons'
import { later } from './later'
import { Loader } from './loader'
import './toast.css'

export type ToastKind = 'loading' | 'success' | 'failure' | 'info'

export type ToastItem = {
  readonly id: number
  readonly kind: ToastKind
  /** Already-translated text; when absent the host shows `fallbackKey` from the 'ui' namespace. */
  readonly message: string | undefined
  readonly fallbackKey: 'loading' | 'please_wait' | undefined
  readonly durationMs: number
}

// setTimeout overflows above 2^31-1 ms and would fire at once; longer means "until hidden".
const MAX_TIMER_MS = 2_147_483_647

/*
 * A one-slot store: mobile casino apps show one toast at a time, a new one replaces the old.
 * The auto-hide timer is presentation timing of this UI store, not a business rule.
 */
let items: ReadonlyArray<ToastItem> = []
let timer: ReturnType<typeof setTimeout> | undefined
let nextId = 1
const listeners = new Set<() => void>()

const emit = () => {
  for (const listener of listeners) listener()
}

const clearTimer = () => {
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
}

const show = (kind: ToastKind, message: string | undefined, durationMs: number, fallbackKey?: 'loading' | 'please_wait'): number => {
  clearTimer()
  const id = nextId++
  items = [{ id, kind, message, fallbackKey, durationMs }]
  if (Number.isFinite(durationMs) && durationMs <= MAX_TIMER_MS) {
    timer = setTimeout(() => hide(id), Math.max(0, durationMs))
  }
  emit()
  return id
}

/** Hides the toast with this id; a no-op when another toast has replaced it already. */
const hide = (id: number) => {
  if (items[0]?.id !== id) return
  clearTimer()
  items = []
  emit()
}

const hideAll = () => {
  clearTimer()
  if (items.length === 0) return
  items = []
  emit()
}

export const toast = {
  /** Spinner toast; without a message shows ui:loading. Returns the id to hide it with. */
  loading: (message?: string, durationMs: number = policies.toastLoading) => show('loading', message, durationMs, 'loading'),
  /** Spinner toast for long blocking waits (policies.toastPleaseWait); defaults to ui:please_wait. */
  pleaseWait: (message?: string, durationMs: number = policies.toastPleaseWait) => show('loading', message, durationMs, 'please_wait'),
  success: (message: string, durationMs: number = policies.toastDefault) => show('success', message, durationMs),
  failure: (message: string, durationMs: number = policies.toastDefault) => show('failure', message, durationMs),
  info: (message: string, durationMs: number = policies.toastDefault) => show('info', message, durationMs),
  hide,
  hideAll,
}

/** A 'please wait' toast while `active` holds (for at most `durationMs`), gone as soon as it stops. */
export function usePleaseWait(active: boolean, message: string, durationMs?: number) {
  useEffect(() => {
    if (!active) return
    const id = toast.pleaseWait(message, durationMs)
    return () => toast.hide(id)
  }, [active, message, durationMs])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const getSnapshot = () => items

/** The visible toasts: an empty array or exactly one. */
export const useToasts = (): ReadonlyArray<ToastItem> => useSyncExternalStore(subscribe, getSnapshot, getSnapshot)

const icons: Record<Exclude<ToastKind, 'loading'>, () => ReactNode> = {
  success: SuccessIcon,
  failure: FailureIcon,
  info: InfoIcon,
}

/** framer-motion's fade, from the second toast on (the first arrives with it or shows plainly). */
const motion = later(() => import('./toast-motion').then((module) => module.AnimatedToast))

/** Mount once near the root of the app; renders the current toast in a portal. */
export function ToastHost() {
  const { t } = useTranslation('ui')
  const current = useToasts()[0]
  const animated = motion.use(current !== undefined)

  if (typeof document === 'undefined') return null

  const blocking = current?.kind === 'loading'
  const isFailure = current?.kind === 'failure'
  const box =
    current &&
    ({
      className: `ui-toast ui-toast--${current.kind}`,
      role: isFailure ? 'alert' : 'status',
      'aria-live': isFailure ? 'assertive' : 'polite',
      'aria-atomic': true,
    } as const)
  const body = current && <ToastBody item={current} text={current.message ?? (current.fallbackKey ? t(current.fallbackKey) : '')} />
  return createPortal(
    // data-live-layer: a modal dialog leaves this layer live (inert-outside.ts).
    <div className={blocking ? 'ui-toast-host ui-toast-host--blocking' : 'ui-toast-host'} data-live-layer="">
      <div className="ui-toast-stack">
        {animated ? (
          <motion.Component toastKey={current?.id} box={box}>
            {body}
          </motion.Component>
        ) : current ? (
          <div key={current.id} {...box}>
            {body}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}

function ToastBody({ item, text }: { item: ToastItem; text: string }) {
  const Icon = item.kind === 'loading' ? null : icons[item.kind]
  return (
    <>
      {item.kind === 'loading' ? <Loader size="md" label={text} /> : null}
      {Icon ? (
        <span className="ui-toast__icon">
          <Icon />
        </span>
      ) : null}
      {/* For a loading toast the spinner already carries the text as its name. */}
      {text ? (
        <span className="ui-toast__text" aria-hidden={item.kind === 'loading' ? true : undefined}>
          {text}
        </span>
      ) : null}
    </>
  )
}
