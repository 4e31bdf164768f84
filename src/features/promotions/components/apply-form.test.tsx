import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../tests/kit/render'
import type { Promotion } from '../promotions-schema'
import { ApplyForm } from './apply-form'

const promotion: Promotion = {
  promotionId: 'promo-loyalty',
  promotionName: 'Loyalty bonus application',
  promotionType: 'MANUAL',
  category: 'VIP',
  bannerUrl: null,
  startTime: 0,
  endTime: null,
  status: 'JOIN',
  joinKind: 'APPLICATION',
  remark: '<p>Rules</p>',
}

const image = (name: string, type = 'image/png', bytes = 1024) => new File([new Uint8Array(bytes)], name, { type })

/** Picks files through the hidden input behind "Add image", as the phone's picker would hand them over. */
const pick = (dialog: HTMLElement, file: File) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input: the Add image button is gone')
  fireEvent.change(input, { target: { files: [file] } })
}

const open = async () => {
  renderWithApp(<ApplyForm promotion={promotion} onClose={() => {}} />)
  return screen.findByRole('dialog', { name: 'Apply: Loyalty bonus application' })
}

describe('ApplyForm (SPEC §9: comment up to 140, up to 3 PNG/JPG images of at most 5 MB)', () => {
  it('counts the comment and stops it at 140 characters', async () => {
    const dialog = await open()
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' })
    fireEvent.change(comment, { target: { value: 'x'.repeat(150) } })
    expect((comment as HTMLTextAreaElement).value).toHaveLength(140)
    expect(within(dialog).getByText('140/140')).toBeTruthy()
  })

  it('refuses a GIF and a file over 5 MB before anything is sent, with the dictionary message', async () => {
    const dialog = await open()
    pick(dialog, image('anim.gif', 'image/gif'))
    expect(within(dialog).getByRole('alert').textContent).toBe('Only PNG or JPG images can be uploaded')
    pick(dialog, image('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1))
    expect(within(dialog).getByRole('alert').textContent).toBe('Images must be 5 MB or smaller')
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0)
  })

  it('previews up to three images, then offers no more; removing one offers Add again', async () => {
    const dialog = await open()
    pick(dialog, image('a.png'))
    pick(dialog, image('b.jpg', 'image/jpeg', 5 * 1024 * 1024))
    pick(dialog, image('c.png'))
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((each) => each.getAttribute('alt')),
    ).toEqual(['Image 1', 'Image 2', 'Image 3'])
    expect(within(dialog).queryByRole('button', { name: 'Add image' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 2' }))
    expect(within(dialog).getAllByRole('img')).toHaveLength(2)
    expect(within(dialog).getByRole('button', { name: 'Add image' })).toBeTruthy()
  })
})
