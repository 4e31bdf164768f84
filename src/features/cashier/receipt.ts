import { base64Of, compressImage, type Shrink } from '@/lib/image/image-upload'

/** PLATFORM.md §3: the operator's app sends receipts as JPEG of quality 0.6, at most 720 px wide. */
const receiptShrink: Shrink = { maxWidth: 720, quality: 0.6 }

/** A payment receipt as the cashier takes it (PLATFORM.md §5 `image (data URL)`): made smaller, as a JPEG data URL. */
export const receiptImage = async (file: File) => ({
  image: `data:image/jpeg;base64,${await base64Of(await compressImage(file, receiptShrink))}`,
})
