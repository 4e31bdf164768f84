import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { preloadModal } from '@/ui/modal'

// The dialog's code arrives lazily in the app (after a first interaction or when a dialog opens);
// the e2e suite covers that. Here it is loaded up front, so a dialog renders the moment it opens.
beforeAll(async () => {
  await preloadModal()
})

afterEach(() => cleanup())

// findBy*/waitFor give up after 3 s rather than 1: on this 2-core VM, whose speed swings about 2x
// from one hour to the next, a dialog's first open took 1,076 ms once (footer.test.tsx). A
// passing test waits no longer for it; a broken one fails all the same.
configure({ asyncUtilTimeout: 3000 })
