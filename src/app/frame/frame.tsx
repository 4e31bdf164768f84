import { useAtomValue, useSetAtom } from 'jotai'
import { Suspense, useEffect, useRef, type UIEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { provisionalSessionAtom, sessionAtom, viewerAtom } from '@/lib/session/session-atoms'
import { GameFrameOverlay } from '@/features/games/pages/game-frame-overlay'
import { ErrorBoundary, Loader, ScrollBox, toast } from '@/ui'
import { DeepLinkContext } from '@/ui/deep-link-context'
import { later } from '@/ui/later'
import { pageOutcome, type GuardOutcome } from '../entry-rules'
import { reloadForNewBuild } from '../new-build'
import { homePath, isHeaderScrolled, isHomeStyle, showsBottomMenu, showsHeader, showsPageBack } from '../frame-rules'
import { routeFor, routes, titleOf, type RouteDef } from '../routes'
import { AgentModal } from './agent-modal'
import { ComingSoonAlert } from './coming-soon-alert'
import { AppDownload } from './app-download'
import { IdentityGate } from './identity-gate'
import { RealityCheck } from './reality-check'
import { BackButton, useGoBack } from './back-button'
import { BottomMenu } from './bottom-menu'
import { headerScrolledAtom, HomeHeader, TitledHeader } from './header'
import { SideMenu } from './side-menu'
import { useFollowDeepLink } from './use-follow-deep-link'
import { usePageEntry } from './page-entry'
import { useSwipeBack } from './use-swipe-back'
import './frame.css'

/** framer-motion's page fade: not needed for the first page, so it comes after the first interaction. */
const pageTransition = later(() => import('./page-transition').then((module) => module.PageTransition))

/** Leaves a guarded route, saying why when the rule refuses (deposit, inbox: free_reject; withdraw: no_permissions). */
function Refused({ outcome }: { outcome: GuardOutcome }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const { to, notice } = outcome
  useEffect(() => {
    if (notice) toast.info(t(notice.messageKey), notice.ms)
    navigate(to, { replace: true })
  }, [to, notice, navigate, t])
  return null
}

/**
 * Whether a guard turns on the member type (SPEC §4-§6), not just on having a session. A Record, so
 * a new guard must say: the contract guard, once missing here, sent members home while their type loaded.
 */
const turnsOnType: Record<RouteDef['guard'], boolean> = {
  none: false,
  session: false,
  'session-or-home': false,
  agent: true,
  contract: true,
  deposit: true,
  inbox: true,
  withdraw: true,
}

/** Arriving with a token in the URL, a guard that turns on the type waits for member info: refusing
 * a member as a trial user meanwhile would send them home. */
const useTypeUndecided = (def: RouteDef | undefined) => useAtomValue(provisionalSessionAtom) && def !== undefined && turnsOnType[def.guard]

function GuardedPage({ def }: { def: RouteDef }) {
  const viewer = useAtomValue(viewerAtom)
  const firstTimeLogin = useAtomValue(sessionAtom)?.firstTimeLogin === true
  const [path] = useLocation()
  const outcome = pageOutcome(def.guard, viewer, `${path}${location.search}`, firstTimeLogin)
  // A page fading out (the address has moved on) only shows what it was: signing out there must
  // not send the guest from wherever they went to login, nor show a refusal over it.
  if (outcome && routeFor(path)?.instance !== def.instance) return null
  if (outcome) return outcome.notice ? <Refused outcome={outcome} /> : <Redirect to={outcome.to} replace />
  const Page = def.page
  return <Page />
}

/** The kiosk frame of DESIGN.md §9: pinned header and bottom menu, one scrolling page between. */
export function Frame() {
  const [path] = useLocation()
  const search = useSearch()
  const def = routeFor(path)
  // The page instance on screen: a path, or the page that path is a tab of (routes.ts instance).
  const pageKey = def?.instance ?? path
  const swipe = useSwipeBack(useGoBack(path))
  const transitionArrived = pageTransition.use(false)
  const entry = usePageEntry(pageKey, transitionArrived, swipe.consumeSwipe)
  const duration = entry.animate ? policies.routeFade / 1000 : 0
  // The side menu's portal: inside the frame, so it covers the app's column (#root), not the window.
  // A ref, not state: a state set from a ref callback re-renders the whole app synchronously in the
  // first commit (hundreds of ms on a phone).
  const frameRef = useRef<HTMLDivElement>(null)
  const followDeepLink = useFollowDeepLink()
  const typeUndecided = useTypeUndecided(def)
  // A refused page, and a path of no route, are drawn in the frame of where they send the player,
  // so nothing moves between the first render and the arrival there (the redirect's render can
  // come a few frames later).
  const viewer = useAtomValue(viewerAtom)
  const firstTimeLogin = useAtomValue(sessionAtom)?.firstTimeLogin === true
  const refusedTo = def && !typeUndecided ? pageOutcome(def.guard, viewer, path, firstTimeLogin)?.to : undefined
  const framePath = refusedTo ? new URL(refusedTo, location.origin).pathname : def ? path : homePath
  const frameDef = routeFor(framePath)

  // SPEC §2: the home header changes style once the page scrolls past 0.5 units (frame-rules.ts).
  // Only home's routes carry that header, so only they read the scroll position (a forced layout).
  const homeStyle = isHomeStyle(framePath)
  const setScrolled = useSetAtom(headerScrolledAtom)
  useEffect(() => setScrolled(false), [path, setScrolled])
  const onScroll = (event: UIEvent) => {
    const body = event.currentTarget as HTMLElement
    const target = event.target as HTMLElement
    if (target === body || target.parentElement === body) setScrolled(isHeaderScrolled(target.scrollTop, body.clientWidth))
  }

  const page = (
    // A page whose code failed to load shows Retry; failing again online reloads (new-build.ts).
    <ErrorBoundary resetKey={path} onError={(error) => void reloadForNewBuild(error)}>
      <Suspense
        fallback={
          // SPEC §9 lazy loader delay: a page whose code comes within it shows no spinner.
          <div className="page-loading">
            <Loader delayMs={policies.lazyLoaderDelay} />
          </div>
        }
      >
        <Switch location={def?.path ?? path}>
          {routes.map((route) => (
            <Route key={route.instance} path={route.path}>
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
  )

  // Until the guard knows the type, the page's header and menus are not known either (a refused
  // member lands on home's): the loader alone, so nothing drawn now moves when the outcome comes.
  if (typeUndecided) {
    return (
      <div className="frame">
        <div className="page-loading">
          <Loader />
        </div>
      </div>
    )
  }

  return (
    <DeepLinkContext.Provider value={followDeepLink}>
      <div className="frame" ref={frameRef}>
        {frameDef &&
          showsHeader(framePath) &&
          (homeStyle ? <HomeHeader /> : <TitledHeader path={framePath} title={titleOf(frameDef, search)} />)}
        {frameDef && showsPageBack(framePath) && <BackButton path={framePath} className="page-back" />}
        <main className="frame-body" onScrollCapture={homeStyle ? onScroll : undefined} {...swipe.handlers}>
          {entry.fades ? (
            <pageTransition.Component path={pageKey} duration={duration}>
              {page}
            </pageTransition.Component>
          ) : (
            <ScrollBox key={pageKey} className="page">
              {page}
            </ScrollBox>
          )}
        </main>
        {frameDef && showsBottomMenu(framePath) && <BottomMenu />}
        <SideMenu container={frameRef} />
        <AppDownload />
        <AgentModal />
        <ComingSoonAlert />
        <IdentityGate />
        <RealityCheck />
        <GameFrameOverlay />
      </div>
    </DeepLinkContext.Provider>
  )
}
