import { PreferencesBar } from '@/features/preferences/components/preferences-bar'

/**
 * Home, composed here from the features it shows. The home header comes from the frame; the
 * banner carousel, game menu, winner board and footer arrive with the home-and-lobby issue.
 * Language and theme sit at the foot of the page, where the footer will hold them.
 */
export default function HomePage() {
  return (
    <div className="home-page">
      <PreferencesBar />
    </div>
  )
}
