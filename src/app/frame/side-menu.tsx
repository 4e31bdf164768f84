import type { RefObject } from 'react'
import { atom, useAtom } from 'jotai'
import { later } from '@/ui/later'
import { LoadFailedDialog } from '@/ui/load-failed-dialog'

export const sideMenuOpenAtom = atom(false)

/** Base UI's Dialog and framer-motion: nothing of them is needed before the menu first opens. */
const panel = later(() => import('./side-menu-panel').then((module) => module.SideMenuPanel))

/** SPEC §2 right-side menu (side-menu-panel.tsx), its code fetched when the Menu button is first tapped. */
export function SideMenu({ container }: { container: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useAtom(sideMenuOpenAtom)
  const { arrived, failed, retry } = panel.useArrival(open)
  if (arrived) return <panel.Component container={container} />
  return failed ? <LoadFailedDialog onRetry={retry} onClose={() => setOpen(false)} /> : null
}
