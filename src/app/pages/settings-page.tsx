import { AccountSettings } from '@/features/account/components/account-settings'
import { PreferencesBar } from '@/features/preferences/components/preferences-bar'

/** SPEC §2 Settings: change password and logout, plus the language and theme preferences. */
export default function SettingsPage() {
  return (
    <div className="settings-page">
      <AccountSettings />
      <PreferencesBar />
    </div>
  )
}
