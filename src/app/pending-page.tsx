/** The body of a route whose screen belongs to a later issue: the frame shows, the body stays empty. */
export function PendingPage() {
  return <div className="page-pending" />
}
