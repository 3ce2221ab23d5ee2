import type { HomeSectionId } from '../../../contract/content.ts';
import { scrollToHashOrTop } from '../../routing/navigation-effects.tsx';

type SectionRef = (element: HTMLElement | null) => void;

/** Keys that scroll the page: pressing one means the reader has taken over from a menu jump. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);
/** How long the page must stay still before a jump counts as finished. */
const SETTLE_MS = 180;

/**
 * The section the reader is at: of the sections crossing the band just below the fixed header, the first in page
 * order (the one whose part sits right under the header). A section jumped to from the menu stays the answer
 * while the page glides past the sections in between.
 */
export function pickActiveSection(
  order: readonly HomeSectionId[],
  intersecting: ReadonlySet<HomeSectionId>,
  pinned: HomeSectionId | undefined,
): HomeSectionId | undefined {
  return pinned ?? order.find((id) => intersecting.has(id));
}

/**
 * Scroll-spy for the home page's sections (IntersectionObserver), and the jump to a section from the menu.
 * Sections register with `sectionRef(id)`; the layout reads `getActive` through useSyncExternalStore.
 */
export class SectionSpy {
  private readonly elements = new Map<HomeSectionId, HTMLElement>();
  private readonly refs = new Map<HomeSectionId, SectionRef>();
  private readonly intersecting = new Set<HomeSectionId>();
  private readonly listeners = new Set<() => void>();
  private observer: IntersectionObserver | null = null;
  private pinned: HomeSectionId | undefined;
  /** Where the page came to rest after the jump to the pinned section; undefined while it is still moving. */
  private restingY: number | undefined;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private active: HomeSectionId | undefined;

  constructor(private readonly order: readonly HomeSectionId[]) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getActive = () => this.active;

  /** A stable callback ref for the section `id`. */
  readonly sectionRef = (id: HomeSectionId): SectionRef => {
    let ref = this.refs.get(id);
    if (!ref) {
      ref = (element) => this.register(id, element);
      this.refs.set(id, ref);
    }
    return ref;
  };

  /** Watches the sections, with the band starting `headerBottom` px from the top of the window. */
  start(headerBottom: number): () => void {
    // The band runs from just below the header to 40% of the window: the section in it is the one being read.
    this.observer = new IntersectionObserver((entries) => this.onIntersect(entries), {
      rootMargin: `-${Math.ceil(headerBottom) + 2}px 0px -60% 0px`,
    });
    for (const element of this.elements.values()) this.observer.observe(element);
    const onScroll = () => this.onScroll();
    const onTakeOver = () => this.unpin();
    const onKey = (event: KeyboardEvent) => SCROLL_KEYS.has(event.key) && this.unpin();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', onTakeOver, { passive: true });
    window.addEventListener('touchmove', onTakeOver, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      this.observer?.disconnect();
      this.observer = null;
      clearTimeout(this.settleTimer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', onTakeOver);
      window.removeEventListener('touchmove', onTakeOver);
      window.removeEventListener('keydown', onKey);
    };
  }

  /** Scrolls to the section (just below the fixed header, by its scroll-margin) and marks it until the reader scrolls on. */
  goTo(id: HomeSectionId, behavior: ScrollBehavior) {
    this.pinned = id;
    this.restingY = undefined;
    this.waitForRest();
    this.update();
    scrollToHashOrTop(`#${id}`, behavior);
  }

  private register(id: HomeSectionId, element: HTMLElement | null) {
    const previous = this.elements.get(id);
    if (previous) this.observer?.unobserve(previous);
    if (element) {
      this.elements.set(id, element);
      this.observer?.observe(element);
    } else {
      this.elements.delete(id);
      this.intersecting.delete(id);
      if (this.pinned === id) this.unpin();
      this.update();
    }
  }

  private onIntersect(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      const id = this.idOf(entry.target);
      if (!id) continue;
      if (entry.isIntersecting) this.intersecting.add(id);
      else this.intersecting.delete(id);
    }
    this.update();
  }

  private onScroll() {
    if (this.pinned === undefined) return;
    if (this.restingY === undefined) this.waitForRest();
    else if (Math.abs(window.scrollY - this.restingY) > 2) this.unpin();
  }

  private waitForRest() {
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      if (this.pinned !== undefined) this.restingY = window.scrollY;
    }, SETTLE_MS);
  }

  private unpin() {
    if (this.pinned === undefined) return;
    this.pinned = undefined;
    this.restingY = undefined;
    clearTimeout(this.settleTimer);
    this.update();
  }

  private idOf(target: Element): HomeSectionId | undefined {
    for (const [id, element] of this.elements) if (element === target) return id;
    return undefined;
  }

  private update() {
    const next = pickActiveSection(this.order, this.intersecting, this.pinned);
    if (next === this.active) return;
    this.active = next;
    for (const listener of this.listeners) listener();
  }
}
