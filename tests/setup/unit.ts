import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { preloadModal } from '@/ui/modal'

// The dialog's code arrives lazily in the app (after a first interaction or when a dialog opens);
// the e2e suite covers that. Here it is loaded up front, so a dialog renders the moment it opens.
beforeAll(async () => {
  await preloadModal()
})

afterEach(() => cleanup())
