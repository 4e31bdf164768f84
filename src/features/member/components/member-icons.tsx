/** Line icons of the member centre, drawn inline (no image requests); decorative. */
const paths: Readonly<Record<string, string>> = {
  deposit: 'M3 7h18v12H3zM3 11h18M7 15h3M16 4 12 7 8 4',
  withdraw: 'M3 7h18v12H3zM3 11h18M7 15h3M8 4l4-3 4 3',
  betting_record: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  account_record: 'M4 5h16v14H4zM8 9h8M8 13h8M8 17h5',
  profit_and_loss: 'M4 20V4M4 20h16M8 16l4-5 3 3 5-7',
  deposit_record: 'M6 3h12v18H6zM12 7v7M9 11l3 3 3-3M9 18h6',
  withdraw_record: 'M6 3h12v18H6zM12 14V7M9 10l3-3 3 3M9 18h6',
  reward_center: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  // Coins coming back: a coin and a return arrow.
  rebate: 'M14 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM14 8v4M3 14a7 7 0 0 0 11 5.7M3 14l-1.5 2.5M3 14l2.5 1.5',
  points_mall: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  security_center: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  // A hand held up: stop, set a limit.
  responsible_gaming:
    'M8 13V5.5a1.5 1.5 0 0 1 3 0V11M11 10V4.5a1.5 1.5 0 0 1 3 0V11M14 10V5.5a1.5 1.5 0 0 1 3 0V14c0 4-2.5 7-6.5 7S5 18.5 4 15l-1-3a1.5 1.5 0 0 1 2.7-1.3L8 13',
  my_account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  invite_friends: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c.8-3.5 3.5-5 7-5s6.2 1.5 7 5M19 8v6M16 11h6',
  inbox: 'M4 6h16v12H4zM4 7l8 6 8-6',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  customer_service: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z',
  app_download: 'M7 2h10v20H7zM12 7v8M9 12l3 3 3-3M10 19h4',
  task: 'M5 4h14v17H5zM9 9l1.5 1.5L13 8M9 15l1.5 1.5L13 14M15 9h1M15 15h1',
  agent:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c.6-3 2.8-5 6-5s5.4 2 6 5M14 15.5c.6-.3 1.3-.5 2-.5 3.2 0 5.4 2 6 5',
  // Agent home's menu (src/app/pages/agent-home-page.tsx).
  team_overview: 'M4 20h16M6 20v-6M10 20V9M14 20v-8M18 20V5',
  agent_rebate: 'M12 3v18M16 7H10a2.5 2.5 0 0 0 0 5h4a2.5 2.5 0 0 1 0 5H7',
  team_rebate: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  open_account: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21c.8-4 3.5-6 7-6 1.5 0 2.8.3 4 1M19 14v6M16 17h6',
  red_rain: 'M6 3h12v18H6zM6 9c3 2 9 2 12 0M12 12v3',
  dividend: 'M12 3a9 9 0 1 0 9 9h-9zM15 3.5A9 9 0 0 1 20.5 9H15z',
  daily_salary: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4M12 12v6M14 13h-2.5a1.2 1.2 0 0 0 0 2.4h1a1.2 1.2 0 0 1 0 2.4H10',
  salary_contract: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h4',
  dividend_contract: 'M6 3h9l4 4v14H6zM14 3v5h5M12 11v7M10 13h3.5a1 1 0 0 1 0 2h-3a1 1 0 0 0 0 2H14',
  hourly_contract: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  realtime_contract: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  agent_announcements: 'M4 10v4h3l6 4V6l-6 4zM17 9a4 4 0 0 1 0 6M19.5 6.5a8 8 0 0 1 0 11',
  team_mail: 'M3 6h18v12H3zM3 7l9 6 9-6M16 3l3 3-3 3',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eye_off:
    'M3 3l18 18M10.6 5.1A10.7 10.7 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7c1.8 0 3.4-.5 4.7-1.3M9.9 9.9a3 3 0 0 0 4.2 4.2',
  chevron: 'M9 5l7 7-7 7',
}

/** Agent home's items drawn as the member centre's own. */
const sameAs: Readonly<Record<string, string>> = {
  team_pnl: 'profit_and_loss',
  my_team: 'agent',
  team_betting: 'betting_record',
  agent_account_record: 'account_record',
}

export function MemberIcon({ name }: { readonly name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={paths[sameAs[name] ?? name] ?? 'M12 12h.01'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
