import { useId, type ReactNode } from 'react'

/** Payment methods as tabs over one panel (deposit and withdraw): the panel is the chosen method's. */
export function MethodTabs({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  readonly label: string
  readonly tabs: ReadonlyArray<{ readonly id: string; readonly label: string }>
  readonly selected: string | undefined
  readonly onSelect: (id: string) => void
  readonly children: ReactNode
}) {
  const base = useId()
  return (
    <>
      <div className="deposit-methods" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            className="deposit-method"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {selected !== undefined && (
        <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${selected}`}>
          {children}
        </div>
      )}
    </>
  )
}
