import { AnimatePresence, m } from 'framer-motion'
import { useAtomValue } from 'jotai'
import { Suspense, useEffect, useRef, useState, type UIEvent } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { limits, policies } from '@/lib/effect/policies'
import { viewerAtom } from '@/lib/session/session-atoms'
import { GameFrameOverlay } from '@/features/games/pages/game-frame-overlay'
import { ErrorBoundary, Loader } from '@/ui'
import { guardRedirect } from '../entry-rules'
import { backTarget, homePath, isHomeStyle, showsBottomMenu, showsHeader } from '../frame-rules'
import { routeFor, routes, type RouteDef } from '../routes'
import { BottomMenu } from './bottom-menu'
import { HomeHeader, TitledHeader } from './header'
import { hasAppHistory } from './history-index'
import { SideMenu } from './side-menu'
import { useSwipeBack } from './use-swipe-back'
import './frame.css'

function GuardedPage({ def }: { def: RouteDef }) {
  const viewer = useAtomValue(viewerAtom)
  const [path] = useLocation()
  const redirect = guardRedirect(def.guard, viewer, `${path}${location.search}`)
  if (redirect) return <Redirect to={redirect} replace />
  const Page = def.page
  return <Page />
}

/** The kiosk frame of DESIGN.md §9: pinned header and bottom menu, one scrolling page between. */
export function Frame() {
  const [path, navigate] = useLocation()
  const def = routeFor(path)
  const swipe = useSwipeBack(() => {
    const target = backTarget(path)
    if (target === 'history' && hasAppHistory()) window.history.back()
    else if (target !== 'none') navigate(homePath, { replace: true })
  })
  const lastPath = useRef(path)
  const animate = useRef(true)
  if (lastPath.current !== path) {
    animate.current = !swipe.consumeSwipe()
    lastPath.current = path
  }
  const duration = animate.current ? policies.routeFade / 1000 : 0

  // SPEC §2: the home header changes style once the page scrolls past 0.5 units (rem).
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => setScrolled(false), [path])
  const onScroll = (event: UIEvent) => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
    setScrolled((event.target as HTMLElement).scrollTop > limits.headerScrollThresholdRem * rem)
  }

  return (
    <div className="frame">
      {def && showsHeader(path) && (isHomeStyle(path) ? <HomeHeader scrolled={scrolled} /> : <TitledHeader path={path} title={def.title} />)}
      <main className="frame-body" onScrollCapture={onScroll} {...swipe.handlers}>
        <AnimatePresence initial={false}>
          <m.div
            key={path}
            className="page"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration, ease: 'easeOut' }}
          >
            <ErrorBoundary resetKey={path}>
              <Suspense fallback={<div className="page-loading"><Loader /></div>}>
                <Switch location={path}>
                  {routes.map((route) => (
                    <Route key={route.path} path={route.path}>
                      <GuardedPage def={route} />
                    </Route>
                  ))}
                  {/* Home aliases and unknown paths land on home (SPEC §2). */}
                  <Route>
                    <Redirect to={homePath} replace />
                  </Route>
                </Switch>
              </Suspense>
            </ErrorBoundary>
          </m.div>
        </AnimatePresence>
      </main>
      {def && showsBottomMenu(path) && <BottomMenu />}
      <SideMenu />
      <GameFrameOverlay />
    </div>
  )
}
