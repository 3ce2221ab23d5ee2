/** A new list item's image before one is uploaded (contentImageRule asks for it on 发布). */
export const emptyImage = () => ({ src: '', width: 1, height: 1, alt: '' });
