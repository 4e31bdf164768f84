import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { startTransition, Suspense, useContext, useDeferredValue, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import {
  announcementsAtom,
  announcementsQuery,
  bannersAtoms,
  bannersLoadingAtoms,
  helpQuery,
  winnersQuery,
} from '@/features/content/content-atoms'
import type { Announcement, Banner, HelpItem, Winner } from '@/features/content/content-schema'
import { lobbySettledAtom } from '@/features/games/games-atoms'
import type { Game } from '@/features/games/games-schema'
import { gameOfCode } from '@/features/games/launch-rules'
import { GameLobby } from '@/features/games/pages/game-lobby'
import { useLaunch } from '@/features/games/use-launch-game'
import { BannerCarousel } from '@/features/home/components/banner-carousel'
import { AnnouncementTicker } from '@/features/home/components/announcement-ticker'
import { Footer, hotNewsFrameOf, type SocialLinks } from '@/features/home/components/footer'
import { socialNetworks, type SocialNetwork } from '@/features/home/components/footer-icons'
import { WinnerBoard } from '@/features/home/components/winner-board'
import { ThemeSwitch, useOfferedLanguages } from '@/features/preferences/components/preferences-bar'
import { useChooseLanguage } from '@/features/preferences/use-choose-language'
import { AsyncResult } from 'effect/reactivity'
import type { ResourceType } from '@/domain/feature-flags'
import { getsContractPrompts } from '@/domain/member'
import { deepLinkOf } from '@/lib/deep-link'
import { href, paths } from '@/lib/routes/paths'
import { ErrorBoundary, lazyRetry, WhenNear } from '@/ui'
import { DeepLinkContext } from '@/ui/deep-link-context'
import { memberAtom, renewalsBegunAtom, renewMemberAtom, viewerAtom } from '@/lib/session/session-atoms'
import { resourceUrlAtom, whitelabelAtom } from '@/lib/site/site-atoms'
import { gatesHeldAtom } from '@/lib/state/gates'
import { keys } from '@/lib/state/keys'
import { persistedAtom, useRemembered } from '@/lib/state/storage'
import { languageAtom } from '@/lib/state/preferences'
import { affiliateEntry, referralOpen } from '../entry-rules'
import { useFollowEntry } from '../frame/use-follow-entry'
import { releaseFirstView } from '@/lib/state/first-view'
import { HomePopups, usePopupsPending } from './home-popups'
import './home-page.css'

const noWinners: ReadonlyArray<Winner> = []
const noPopups: ReadonlyArray<Announcement> = []
// Their calls and code come only for the member types that get contract prompts (not for guests).
const ContractPrompts = lazyRetry(() => import('./contract-prompts'))
const noHelp: ReadonlyArray<HelpItem> = []
const helpTopicsCountAtom = persistedAtom(keys.helpTopicsCount)
const hotNewsFrameAtom = persistedAtom(keys.hotNewsFrame)

/** SPEC §2 footer: each network's link is the site's resource of that name, when there is one. */
const socialResource = {
  youtube: 'YOUTUBE',
  instagram: 'INSTAGRAM',
  facebook: 'FACEBOOK',
  twitter: 'TWITTER',
  tiktok: 'TIKTOK',
  telegram: 'TELEGRAM',
} as const satisfies Record<SocialNetwork, ResourceType>

/** A winner row launches its game (SPEC §2); the row carries enough of the game to plan it. */
const gameOfWinner = (winner: Winner): Game =>
  gameOfCode({
    vendor: winner.vendor,
    gameType: winner.gameType,
    gameCode: winner.gameCode,
    name: winner.gameName,
    iconUrl: winner.iconUrl,
  })

/*
 * Each block reads its own data: an answer that arrives re-renders its block, not the whole page
 * (on a phone, one re-render of all of home is a long task of its own).
 */

/**
 * A banner's click target (SPEC §2), through the deep-link router: an app route, a platform code,
 * or a web or contact address in the same window; a javascript:, data: or other-origin linkage does nothing.
 */
function HomeBanners() {
  const follow = useContext(DeepLinkContext)
  const banners = useAtomValue(bannersAtoms.m_home)
  const loading = useAtomValue(bannersLoadingAtoms.m_home)
  return (
    <BannerCarousel banners={banners} loading={loading} onTap={(banner) => follow(deepLinkOf(banner.linkage, window.location.origin))} />
  )
}

function HomeTicker() {
  const [, navigate] = useLocation()
  const announcements = useAtomValue(announcementsAtom)
  const result = useAtomValue(announcementsQuery)
  // Never answered: a refresh that fails keeps the titles already shown.
  const failed = announcements === null && AsyncResult.isFailure(result)
  const titles = [...(announcements?.player ?? []), ...(announcements?.banners ?? [])].map((notice) => notice.title)
  return <AnnouncementTicker titles={titles} failed={failed} onTap={() => navigate(paths.notice)} />
}

function HomeWinners() {
  // The board holds its place while it loads, and hides itself when it has no winners (failed or empty).
  // Deferred: the board's hundred rows render in slices after the page above them, not in one task.
  const result = useDeferredValue(useAtomValue(winnersQuery))
  const launch = useLaunch().game
  // Its hundred rows are two thirds of the page's elements, far below the first screen: they
  // render as it nears the screen, not in the work before the banner can paint. Nearness is
  // watched once the lobby above has its games (deferred as the lobby's own content is): measured
  // against the lobby's skeleton, 800 px shorter, the board seemed near from the start.
  const lobbySettled = useDeferredValue(useAtomValue(lobbySettledAtom))
  const winners = AsyncResult.getOrElse(result, () => noWinners)
  const board = (loading: boolean) => (
    <WinnerBoard<Winner> winners={winners} loading={loading} onLaunch={(winner) => void launch(gameOfWinner(winner))} />
  )
  // No winners (failed or empty): nothing to hold a place for.
  if (!AsyncResult.isInitial(result) && winners.length === 0) return null
  return (
    <WhenNear placeholder={board(true)} watch={!AsyncResult.isInitial(result) && lobbySettled}>
      {board(false)}
    </WhenNear>
  )
}

function HomeFooter() {
  const [, navigate] = useLocation()
  const language = useAtomValue(languageAtom)
  const videos = useAtomValue(bannersAtoms.m_video)
  // Until the m_video banners answer, the carousel's frame stands as it did last time.
  const videosLoading = useAtomValue(bannersLoadingAtoms.m_video)
  const videoFrame = useRemembered(hotNewsFrameAtom, videosLoading ? null : hotNewsFrameOf(videos))
  const resourceUrl = useAtomValue(resourceUrlAtom)
  const languages = useOfferedLanguages()
  const chooseLanguage = useChooseLanguage()
  const help = useAtomValue(helpQuery)
  const helpTopics = AsyncResult.getOrElse(help, () => noHelp)
  // Until the topics answer, their block holds as many rows as last time (the affiliate button
  // under it stays where a tap finds it); a failed load holds nothing.
  const helpRows = useRemembered(helpTopicsCountAtom, AsyncResult.isSuccess(help) ? helpTopics.length : null)
  const helpPending = AsyncResult.isInitial(help) ? helpRows : 0
  // As the winner board: watched for nearness once the lobby above has its games.
  const lobbySettled = useDeferredValue(useAtomValue(lobbySettledAtom))
  const socialLinks: SocialLinks = Object.fromEntries(
    socialNetworks.flatMap((network) => {
      const url = resourceUrl(socialResource[network])
      return url ? [[network, url]] : []
    }),
  )
  const follow = useFollowEntry()
  const viewer = useAtomValue(viewerAtom)
  const member = useAtomValue(memberAtom)
  const flags = useAtomValue(whitelabelAtom)
  return (
    <Footer
      languages={languages}
      language={language}
      onLanguage={chooseLanguage}
      videoBanners={videos satisfies ReadonlyArray<Banner>}
      videosPending={videosLoading ? videoFrame : 'none'}
      videosWatched={lobbySettled}
      socialLinks={socialLinks}
      helpTitles={helpTopics.map((topic) => topic.title)}
      helpPending={helpPending}
      onHelp={(index) => navigate(href('help', { i: index }))}
      onAffiliate={() => follow(affiliateEntry(viewer, referralOpen(member, flags)))}
    />
  )
}

function HomeDialogs() {
  const popups = useAtomValue(announcementsAtom)?.popup ?? noPopups
  const popupsPending = usePopupsPending(popups)
  // The popup list comes first after a login: other prompts wait while it is up or on its way.
  const announcements = useAtomValue(announcementsQuery)
  const asking = announcements.waiting
  // Until the first answer it is not known whether a list is owed: a contract prompt opened then
  // closed again under the list when it came (a failure lets the prompts go).
  const popupsUnknown = AsyncResult.isInitial(announcements)
  const hold = useSetAtom(gatesHeldAtom)
  const member = useAtomValue(memberAtom)
  const asksContracts = member !== null && getsContractPrompts(member.type)
  useEffect(() => {
    hold(popupsPending || asking)
    return () => hold(false)
  }, [hold, popupsPending, asking])
  return (
    <>
      <HomePopups popups={popups} />
      {asksContracts ? (
        // A prompt is not worth an error screen: if its code does not come, home stays as it is.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ContractPrompts held={popupsPending || popupsUnknown} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  )
}

/** The blocks under the banner; they hold the boot's first-view queries until their readers subscribe. */
function BelowTheBanner() {
  // After the blocks' readers (and the lobby's) have subscribed: the boot's hold can go.
  useEffect(releaseFirstView, [])
  return (
    <>
      <HomeTicker />
      <GameLobby variant="entry" />
      <HomeWinners />
      <HomeFooter />
      <div className="home-theme">
        <ThemeSwitch />
      </div>
      <HomeDialogs />
    </>
  )
}

/** Whether the app has shown home once in this tab: later visits render it whole. */
let shownBefore = false

/** The renewals begun when home was last left; null before home first shows. */
const renewalsWhenLeftAtom = atom<number | null>(null)

/**
 * SPEC §2 Home page: "on mount with a session: renew member info, then check agent contracts". A
 * renewal begun since home was last left serves (the session's first, a sign-in's, the return to
 * the foreground), so the first view makes no call of its own for it. The contract check asks on
 * every visit and again when the renewed type changes, so it checks the renewed member.
 */
function useRenewMemberOnVisit() {
  const store = useStore()
  useEffect(() => {
    const left = store.get(renewalsWhenLeftAtom)
    if (left !== null && left === store.get(renewalsBegunAtom)) void store.set(renewMemberAtom)
    return () => store.set(renewalsWhenLeftAtom, store.get(renewalsBegunAtom))
  }, [store])
}

/**
 * Home (SPEC §2 Home page), composed here from the features it shows: banners (m_home), the
 * announcement ticker, the game menu and category browser, the latest winners and the footer.
 * When the app opens on home, the first banner (its largest paint) is committed and painted on
 * its own, and the blocks under it render right after, in slices: on a phone the whole page is
 * hundreds of milliseconds of rendering that the banner need not wait for. Nothing shifts: the
 * blocks arrive under the banner, and the frame's menu is fixed.
 */
export default function HomePage() {
  useRenewMemberOnVisit()
  const [whole, setWhole] = useState(shownBefore)
  useEffect(() => {
    shownBefore = true
    if (!whole) startTransition(() => setWhole(true))
  }, [whole])
  return (
    <div className="home-page">
      <HomeBanners />
      {whole && <BelowTheBanner />}
    </div>
  )
}
