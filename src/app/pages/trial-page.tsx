import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { FreePlayButton } from '@/features/account/components/free-play-button'
import { paths } from '@/lib/routes/paths'
import { provisionalSessionAtom, viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import '@/ui/card.css'
import './trial-page.css'

/**
 * The free trial (/m/trial, SPEC §2 "trial", contents not shown; ours): what a trial account is and
 * cannot do (SPEC §6), and the way in that fits the visitor: free play while the site offers it
 * (FREEPLAY3), register, log in. A trial player is asked to register; a member is told they are in.
 */
export default function TrialPage() {
  const { t } = useTranslation()
  const viewer = useAtomValue(viewerAtom)
  const offered = useAtomValue(whitelabelAtom).has('FREEPLAY3')
  // Opened with a token, the type is asked first: the way in comes with it (under the card, it moves nothing).
  const typeUndecided = useAtomValue(provisionalSessionAtom)
  return (
    <div className="page-plain trial-page">
      <section className="ui-card trial-page__card">
        <h2>{t('trial.heading')}</h2>
        <p>{t('trial.intro')}</p>
        <p>{t('trial.limits')}</p>
        <ul>
          <li>{t('trial.limit_money')}</li>
          <li>{t('trial.limit_messages')}</li>
          <li>{t('trial.limit_rewards')}</li>
        </ul>
      </section>
      {typeUndecided ? null : viewer.kind === 'guest' ? (
        <div className="trial-page__actions">
          {offered ? <FreePlayButton /> : <p>{t('trial.off')}</p>}
          <Link href={paths.register} className="btn btn-primary btn-block">
            {t('member.register_now')}
          </Link>
          <Link href={paths.login} className="btn btn-ghost btn-block">
            {t('trial.login')}
          </Link>
        </div>
      ) : viewer.kind === 'trial' ? (
        <div className="trial-page__actions">
          <p>{t('trial.playing')}</p>
          <Link href={paths.register} className="btn btn-primary btn-block">
            {t('member.register_now')}
          </Link>
        </div>
      ) : (
        <div className="trial-page__actions">
          <p>{t('trial.member')}</p>
          <Link href={paths.home} className="btn btn-primary btn-block">
            {t('trial.home')}
          </Link>
        </div>
      )}
    </div>
  )
}
