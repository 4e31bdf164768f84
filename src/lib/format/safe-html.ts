/**
 * Operator-authored HTML (help topics) is shown as markup, so it is cleaned first: no scripts,
 * frames, forms or inline handlers, and no javascript: links. What remains is text formatting.
 */
const droppedTags = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'link', 'meta', 'base']

export const safeHtml = (html: string): string => {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  for (const element of Array.from(doc.body.querySelectorAll(droppedTags.join(',')))) element.remove()
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      const value = attribute.value.trim().toLowerCase()
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && value.startsWith('javascript:'))) {
        element.removeAttribute(attribute.name)
      }
    }
  }
  return doc.body.innerHTML
}
