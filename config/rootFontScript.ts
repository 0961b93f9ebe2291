/**
 * The H5 page's root font size (rem) from the screen's shorter side, like Taro's own script (40px at a
 * 750-wide design, clamped to 20–40px), but read from the viewport. Taro's reads the document's box, whose
 * height before the page has content can be a few pixels: the size then fell to the 20px minimum, and every
 * rem on the page grew by 10% when it was corrected a moment later (a layout shift on every phone).
 */
export function rootFontScript({ designWidth = 750, rootValue = 40, min = 20, max = 40 } = {}): string {
  return `!function(n){function f(){var e=n.document.documentElement,w=e.clientWidth||n.innerWidth,h=n.innerHeight,s=h?Math.min(w,h):w,x=${rootValue}*s/${designWidth};e.style.fontSize=(x>=${max}?${max}:x<=${min}?${min}:x)+"px"}n.addEventListener("resize",function(){f();setTimeout(f,500)});f()}(window);`
}
