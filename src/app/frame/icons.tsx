/** Frame icons, drawn inline so the first paint needs no image request. */
const icon = (d: string) =>
  function Icon() {
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    )
  }

export const HomeIcon = icon('M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5')
export const PromotionIcon = icon('M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0')
export const DepositIcon = icon('M3 7h18v12H3zM3 11h18M7 15h3M16 4 12 7 8 4')
export const MemberIcon = icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6')
export const ServiceIcon = icon('M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2')
export const BackIcon = icon('M15 5 8 12l7 7')
export const MenuIcon = icon('M4 7h16M4 12h16M4 17h16')
export const InboxIcon = icon('M4 6h16v12H4zM4 7l8 6 8-6')
export const SunIcon = icon(
  'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
)
export const MoonIcon = icon('M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z')

export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--c-primary)" />
      <path
        d="M5 9l4 14 4-9 4 9 4-9 4 9"
        fill="none"
        stroke="var(--c-on-primary)"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  )
}
