import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { identityFor, type Identity, type SocialProvider } from '@/lib/identity/identity'
import { siteInfoAtom, whitelabelAtom } from '@/lib/site/site-atoms'
import type { ModuleId } from '@/domain/feature-flags'

const moduleOf: Record<SocialProvider, ModuleId> = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' }

/**
 * SPEC §2: Facebook and Google buttons, each only while its module is on and the identity service
 * has initialised. A token from the service logs in by the 'firebase' route.
 */
export function SocialLogin({ disabled, onToken }: { disabled: boolean; onToken: (token: string, provider: SocialProvider) => void }) {
  const { t } = useTranslation()
  const flags = useAtomValue(whitelabelAtom)
  const config = useAtomValue(siteInfoAtom)?.identity
  const [identity, setIdentity] = useState<Identity | null>(null)
  const providers = (['facebook', 'google'] as const).filter((provider) => flags.has(moduleOf[provider]))
  const wanted = providers.length > 0

  useEffect(() => {
    if (!wanted) return
    let live = true
    void identityFor(config).then((ready) => live && setIdentity(ready))
    return () => {
      live = false
    }
  }, [wanted, config])

  if (!identity || !wanted) return null
  const signIn = async (provider: SocialProvider) => {
    const token = await identity.signIn(provider)
    if (token) onToken(token, provider)
  }
  return (
    <div className="social-login" role="group" aria-label={t('login.social')}>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`btn btn-ghost social-login__${provider}`}
          disabled={disabled}
          onClick={() => void signIn(provider)}
        >
          {t(`login.with_${provider}`)}
        </button>
      ))}
    </div>
  )
}
