import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { RealityCheckInterval } from '@/domain/responsible-gaming'
import { logoutAtom } from '@/features/account/account-atoms'
import { playedTime, runRealityCheck } from '@/features/responsible/reality-check'
import { run } from '@/lib/effect/runtime'
import { paths } from '@/lib/routes/paths'
import { Modal } from '@/ui'
import { playStartedAt } from './reality-check'

/**
 * The reality check's timer and reminder: at each whole interval of play it says how long the
 * member has been playing, leads to the account record, and offers to go on or to sign out.
 */
export function RealityCheckDialog({ token, minutes }: { readonly token: string; readonly minutes: RealityCheckInterval }) {
  const { t } = useTranslation('security')
  const [, navigate] = useLocation()
  const logout = useSetAtom(logoutAtom)
  const [played, setPlayed] = useState<number | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void run(runRealityCheck(playStartedAt(token), minutes, setPlayed), controller.signal)
    return () => controller.abort()
  }, [token, minutes])

  const close = () => setPlayed(null)
  const time = playedTime(played ?? 0)
  return (
    <Modal
      open={played !== null}
      title={t('reality_check.title')}
      onClose={close}
      closeOnMask={false}
      buttons={[
        {
          label: t('reality_check.sign_out'),
          variant: 'secondary',
          onClick: () => {
            close()
            // Home first: a members-only page left signed out would send the member to the login.
            navigate(paths.home, { replace: true })
            void logout()
          },
        },
        { label: t('reality_check.keep_playing'), variant: 'primary', autoFocus: true, onClick: close },
      ]}
    >
      <p>{time.hours === 0 ? t('reality_check.played_minutes', time) : t('reality_check.played_hours', time)}</p>
      <p>
        <Link href={paths.transactionRecord} onClick={close}>
          {t('reality_check.account_record')}
        </Link>
      </p>
    </Modal>
  )
}
