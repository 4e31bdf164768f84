import { useAtom, useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import type { ModuleId } from '@/domain/feature-flags'
import { paths } from '@/lib/routes/paths'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { EmptyState } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { securityConfigQuery } from '../security-atoms'
import { asksVerificationFirst, verificationFirst } from '../security-rules'

/**
 * A password's page, whichever way it was reached (the centre, Settings, its address): where the
 * site asks for a verified phone or e-mail before the password is changed (PLATFORM.md §2), the
 * page says which and leads there instead of showing the form. The centre's row says the same.
 * Sites without those modules ask nothing and show the form at once.
 */
interface Props {
  readonly password: 'login' | 'payment'
  /** The page's own title, for a page without a header to name it (/m/changePsw). */
  readonly heading?: ReactNode
  readonly children: ReactNode
}

export function VerifiedFirst(props: Props) {
  const flags = useAtomValue(whitelabelAtom)
  return asksVerificationFirst(flags, props.password) ? <Checked {...props} flags={flags} /> : props.children
}

function Checked({ password, heading, children, flags }: Props & { readonly flags: ReadonlySet<ModuleId> }) {
  const { t } = useTranslation('security')
  const [, navigate] = useLocation()
  const messageOf = useApiErrorMessage()
  const [config, dispatch] = useAtom(securityConfigQuery)
  return (
    <QueryView result={config} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
      {(value) => {
        const needs = verificationFirst(value, flags, password)
        if (needs === null) return children
        return (
          <div className="page-plain">
            {heading}
            <EmptyState
              message={t(`state.needs_${needs}`)}
              actionLabel={t(`items.${needs}`)}
              onAction={() => navigate(needs === 'phone' ? paths.verifyPhone : paths.verifyEmail)}
            />
          </div>
        )
      }}
    </QueryView>
  )
}
