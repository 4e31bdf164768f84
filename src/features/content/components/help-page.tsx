import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { href } from '@/lib/routes/paths'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { EmptyState } from '@/ui'
import { OperatorHtml } from '@/ui/operator-html'
import { QueryView } from '@/ui/query-view'
import { helpQuery } from '../content-atoms'
import type { HelpItem } from '../content-schema'
import './help-page.css'

/** SPEC §2 Help: ?i= selects the initial topic (default 0; anything out of range shows the first). */
export const topicIndexOf = (search: string, count: number) => {
  const index = Number(new URLSearchParams(search).get('i') ?? 0)
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0
}

/** SPEC §2 Help page: topic menu on the left, the chosen topic's HTML on the right. */
export default function HelpPage() {
  const messageOf = useApiErrorMessage()
  const [help, dispatch] = useAtom(helpQuery)
  return (
    <QueryView result={help} onRetry={() => dispatch('refresh')} messageOf={messageOf}>
      {(topics) => <HelpTopics topics={topics} />}
    </QueryView>
  )
}

function HelpTopics({ topics }: { topics: ReadonlyArray<HelpItem> }) {
  const { t } = useTranslation('home')
  const search = useSearch()
  const [, navigate] = useLocation()
  const index = topicIndexOf(search, topics.length)
  const topic = topics[index]

  if (topics.length === 0) return <EmptyState />

  return (
    <div className="help-page">
      <nav className="help-menu" aria-label={t('help.topics')}>
        <ul role="list">
          {topics.map((item, i) => (
            <li key={item.title}>
              <button
                type="button"
                className="help-menu__item"
                aria-current={i === index ? 'page' : undefined}
                onClick={() => navigate(href('help', { i }), { replace: true })}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <OperatorHtml as="article" className="help-content" aria-label={topic?.title} html={topic?.content ?? ''} />
    </div>
  )
}
