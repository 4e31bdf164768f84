/** Tiny inline icons shared by the primitives; decorative, so hidden from assistive tech. */
export const CloseIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </svg>
)

export const ChevronDownIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
)

export const CheckIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
)

export const SuccessIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="var(--c-success)" />
    <path d="M7.5 12.5l3 3 6-6.5" stroke="var(--c-surface)" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
)

export const FailureIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="var(--c-danger)" />
    <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="var(--c-surface)" strokeWidth="2.25" strokeLinecap="round" fill="none" />
  </svg>
)

export const InfoIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="var(--c-accent)" />
    <path d="M12 11v6" stroke="var(--c-surface)" strokeWidth="2.25" strokeLinecap="round" fill="none" />
    <circle cx="12" cy="7.5" r="1.4" fill="var(--c-surface)" />
  </svg>
)

export const RefreshIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
    />
  </svg>
)

export const DeleteIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V5a1 1 0 011-1h4a1 1 0 011 1v2"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
    />
  </svg>
)
