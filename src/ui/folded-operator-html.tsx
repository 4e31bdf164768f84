import { useState } from 'react'
import { OperatorHtmlOnDemand, useOperatorHtmlSoon } from './operator-html-on-demand'
import './card.css'
import './folded-operator-html.css'

/**
 * Operator HTML folded under its title (a page's rules): the HTML, and the sanitiser's code, only
 * once it is unfolded; the code is asked for soon after the page shows, so unfolding does not wait.
 */
export function FoldedOperatorHtml({ summary, html }: { readonly summary: string; readonly html: string }) {
  const [open, setOpen] = useState(false)
  useOperatorHtmlSoon()
  return (
    <details className="ui-card ui-fold" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && <OperatorHtmlOnDemand html={html} />}
    </details>
  )
}
