import { act, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp, strings } from '../../tests/kit/render'
import { onDemand } from './on-demand'

/** An on-demand component whose code arrives, or fails to, when the test says. */
const controlled = () => {
  const attempts: Array<{ arrive: () => void; fail: () => void }> = []
  const load = vi.fn(
    () =>
      new Promise<(props: { readonly name: string }) => ReactNode>((resolve, reject) => {
        attempts.push({ arrive: () => resolve(({ name }) => <p>{`Rules of ${name}`}</p>), fail: () => reject(new Error('offline')) })
      }),
  )
  return { ...onDemand(load), load, attempts }
}

describe('a component shown only after a tap (onDemand)', () => {
  it('asks for its code at its first render, shows loading meanwhile, then the component with its props', async () => {
    const { Component, load, attempts } = controlled()
    renderWithApp(<Component name="the race" />)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status', { name: strings.ui.loading })).toBeDefined()
    await act(async () => attempts[0]!.arrive())
    expect(screen.getByText('Rules of the race')).toBeDefined()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says it could not load with Retry; Retry asks again and shows it', async () => {
    const { Component, load, attempts } = controlled()
    renderWithApp(<Component name="the race" />)
    await act(async () => attempts[0]!.fail())
    expect(screen.getByText(strings.ui.load_failed)).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: strings.ui.retry }))
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    await act(async () => attempts[1]!.arrive())
    expect(screen.getByText('Rules of the race')).toBeDefined()
  })

  it('useSoon(true) fetches it before anything renders it, so it then shows at once', async () => {
    const { Component, useSoon, load, attempts } = controlled()
    const Opener = ({ open }: { readonly open: boolean }) => {
      useSoon(open)
      return null
    }
    const { rerender } = renderWithApp(<Opener open={false} />)
    expect(load).not.toHaveBeenCalled() // nobody has touched the page
    rerender(<Opener open />)
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => attempts[0]!.arrive())
    rerender(<Component name="the race" />)
    expect(screen.getByText('Rules of the race')).toBeDefined()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
