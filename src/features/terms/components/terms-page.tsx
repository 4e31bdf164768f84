import { useAtom } from 'jotai'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { EmptyState } from '@/ui'
import { OperatorHtml } from '@/ui/operator-html'
import { QueryView, Skeleton } from '@/ui/query-view'
import { termsQueries } from '../terms-atoms'
import type { Terms, TermsKind } from '../terms-schema'
import './terms-page.css'

/**
 * The operator's terms (SPEC §2 registration terms, user agreement): a skeleton while they load,
 * the dictionary's message with Retry when they fail, 'No data' when the operator wrote none. The
 * HTML goes through the one sanitiser (OperatorHtml).
 */
function TermsView({ kind }: { kind: TermsKind }) {
  const messageOf = useApiErrorMessage()
  const [terms, dispatch] = useAtom(termsQueries[kind])
  return (
    <QueryView
      result={terms}
      onRetry={() => dispatch('refresh')}
      messageOf={messageOf}
      skeleton={<Skeleton lines={8} className="terms-skeleton" />}
    >
      {(answer) => <TermsText terms={answer} />}
    </QueryView>
  )
}

export function TermsText({ terms }: { terms: Terms }) {
  if (terms.content.trim() === '') return <EmptyState />
  return (
    <div className="terms-page">
      {terms.title && <h2 className="terms-title">{terms.title}</h2>}
      <OperatorHtml as="article" className="terms-content" aria-label={terms.title || undefined} html={terms.content} />
    </div>
  )
}

/** /m/regTerms: what the register form asks the member to agree to. */
export function RegisterTermsPage() {
  return <TermsView kind="REGISTER" />
}

/** /m/userAgreement. */
export function UserAgreementPage() {
  return <TermsView kind="USER" />
}
