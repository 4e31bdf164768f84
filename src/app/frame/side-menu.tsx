import type { RefObject } from 'react'
import { atom, useAtomValue } from 'jotai'
import { later } from '@/ui/later'

export const sideMenuOpenAtom = atom(false)

/** Base UI's Dialog and framer-motion: nothing of them is needed before the menu first opens. */
const panel = later(() => import('./side-menu-panel').then((module) => module.SideMenuPanel))

/** SPEC §2 right-side menu (side-menu-panel.tsx), its code fetched when the Menu button is first tapped. */
export function SideMenu({ container }: { container: RefObject<HTMLElement | null> }) {
  return panel.use(useAtomValue(sideMenuOpenAtom)) ? <panel.Component container={container} /> : null
}
