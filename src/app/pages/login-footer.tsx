import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { HotGamesStripFailed, HotGamesStripSkeleton, useStripTiles } from '@/features/games/components/hot-games-strip-frame'
import { isInAppContext } from '@/lib/platform'
import { resourceUrlAtom, siteInfoAtom } from '@/lib/site/site-atoms'
import { later, useAfterFirstInteraction } from '@/ui/later'
import './login-footer.css'

// The games (their code, their call, their tiles) are not the login form's first view: they come
// after the player's first touch, when the browser is idle, while the row's skeleton holds its
// room. Asked for with the form, they cost its first view 49 ms of main thread at Lighthouse's 4x
// (bench:compare, 6 pairs). Not at the touch itself: a player who signs in at once (autofill,
// then Login) would leave with the call half-way, and home would ask for the hot games again.
const strip = later(() => import('@/features/games/components/hot-games-strip').then((module) => module.default))

function HotGames({ onGuest }: { onGuest: () => void }) {
  const { t } = useTranslation()
  const touched = useAfterFirstInteraction()
  const { arrived, failed, retry } = strip.useArrival(touched)
  const tiles = useStripTiles()
  const title = t('login.hot_games')
  if (arrived) return <strip.Component title={title} onGuest={onGuest} />
  if (failed) return <HotGamesStripFailed title={title} tiles={tiles} onRetry={retry} />
  return tiles > 0 ? <HotGamesStripSkeleton title={title} tiles={tiles} waiting={!touched} /> : null
}

/**
 * SPEC §2 login-form footer: up to four hot games, a copyright line, and a speed-test link when
 * the site has one (resource SPEEDTEST) and the app is neither the native app nor the installed web
 * app. `onGuest`: a guest tapped a game (login comes first).
 */
export function LoginFooter({ onGuest }: { onGuest: () => void }) {
  const { t } = useTranslation()
  const site = useAtomValue(siteInfoAtom)
  const speedTest = useAtomValue(resourceUrlAtom)('SPEEDTEST')
  return (
    <footer className="login-footer">
      <HotGames onGuest={onGuest} />
      <p className="login-footer__legal">
        <span>{t('login.copyright', { year: new Date().getFullYear(), site: site?.mainDomain ?? location.hostname })}</span>
        {speedTest && !isInAppContext() ? (
          <a href={speedTest} target="_blank" rel="noopener noreferrer" aria-label={t('login.speed_test_new_tab')}>
            {t('login.speed_test')}
          </a>
        ) : null}
      </p>
    </footer>
  )
}
