import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { APIRequestContext, Browser, ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { DEMO } from '../support/api';
import { latestMailLink, pathOf, uniqueEmail } from '../support/mailbox';
import { signIn } from '../support/session';
import { expect, skipPromoPopup, test } from '../support/test';

// Walks every route of SPEC §2 as the role meant to see it, at a phone and a laptop size, and fails on
// sideways scrolling, content cut off or words broken (measureClipping), console errors, failed requests,
// images that did not load and accessibility findings of axe-core (every rule; critical, serious and
// moderate ones fail). Slugs and ids come from the seeded demo data through the API, never from constants.

type Role = 'visitor' | 'student' | 'instructor' | 'admin';
type Viewport = { name: string; width: number; height: number };

const VIEWPORTS: Viewport[] = [
  { name: '390×844', width: 390, height: 844 },
  { name: '1366×900', width: 1366, height: 900 },
];

const ACCOUNTS = { student: DEMO.student, instructor: DEMO.instructor, admin: DEMO.admin } as const;

/** axe-core as @axe-core/playwright bundles it, put in a page once and run there after each in-app move. */
const AXE_SOURCE = fs.readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

const FACE_PHOTO = path.resolve(import.meta.dirname, '../../backend/test/fixtures/faces/person-a-1.jpg');

/** The demo data the walk needs, found through the API as each role. */
type Demo = {
  courseSlug: string;
  toolSlug: string;
  affiliateCode: string;
  learn: { slug: string; lectureId: string; accessKey: string; access: string };
  verifySlug: string;
  orderId: string;
  instructorCourseId: string;
  adminCourseId: string;
  reviewCourseId: string;
  campaignId: string;
};

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function getJson<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, token ? bearer(token) : undefined);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function login(request: APIRequestContext, account: { email: string; password: string }): Promise<{ token: string; userId: string }> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { accessToken: string; user: { _id: string } };
  return { token: body.accessToken, userId: body.user._id };
}

async function findDemo(request: APIRequestContext): Promise<Demo> {
  const student = await login(request, DEMO.student);
  const instructor = await login(request, DEMO.instructor);
  const admin = await login(request, DEMO.admin);

  const { courses: owned } = await getJson<{ courses: { _id: string; slug: string; lastLectureId: string | null }[] }>(request, '/api/students/me/courses', student.token);
  const { courses } = await getJson<{ courses: { slug: string }[] }>(request, '/api/courses?limit=50');
  const { tools } = await getJson<{ tools: { slug: string }[] }>(request, '/api/tools?limit=12');
  const { affiliateCode } = await getJson<{ affiliateCode: string }>(request, '/api/affiliates/me/info', student.token);
  const { orders } = await getJson<{ orders: { _id: string; status: string }[] }>(request, '/api/orders/me', student.token);
  const { courses: teaching } = await getJson<{ courses: { _id: string }[] }>(request, '/api/instructor/me/courses', instructor.token);
  const { courses: all } = await getJson<{ courses: { _id: string }[] }>(request, '/api/admin/courses', admin.token);
  const { courses: pending } = await getJson<{ courses: { _id: string }[] }>(request, '/api/admin/courses/pending', admin.token);
  const { scenarios } = await getJson<{ scenarios: { campaigns: { _id: string }[] }[] }>(request, '/api/admin/email-scenarios', admin.token);
  const campaign = scenarios.flatMap((scenario) => scenario.campaigns)[0];

  // The player needs the face check's course access token; the walk gets it through the API (the
  // face check's own screen is walked on another owned course) and the player finds it in sessionStorage.
  const learning = owned.find((course) => course.lastLectureId);
  expect(learning, 'the demo student has a course with a last-watched lecture').toBeTruthy();
  const verified = await request.post('/api/learn/verify-access', {
    ...bearer(student.token),
    multipart: { courseId: learning!._id, faceImage: { name: 'face.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(FACE_PHOTO) } },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { accessToken, expiresAt } = (await verified.json()) as { accessToken: string; expiresAt: string };

  const ownedSlugs = new Set(owned.map((course) => course.slug));
  const forSale = courses.find((course) => !ownedSlugs.has(course.slug));
  expect(forSale, 'a published course the demo student does not own').toBeTruthy();
  expect(tools.length && teaching.length && all.length && orders.length, 'demo tools, courses and orders').toBeTruthy();
  expect(campaign, 'a demo email campaign').toBeTruthy();
  return {
    courseSlug: forSale!.slug,
    toolSlug: tools[0].slug,
    affiliateCode,
    learn: {
      slug: learning!.slug,
      lectureId: learning!.lastLectureId!,
      accessKey: `course-access:${student.userId}:${learning!._id}`,
      access: JSON.stringify({ token: accessToken, expiresAt }),
    },
    verifySlug: (owned.find((course) => course._id !== learning!._id) ?? learning!).slug,
    orderId: (orders.find((order) => order.status === 'pending') ?? orders[0])._id,
    instructorCourseId: teaching[0]._id,
    adminCourseId: all[0]._id,
    reviewCourseId: (pending[0] ?? all[0])._id,
    campaignId: campaign._id,
  };
}

/** Real links from the developer mailbox (each verification code works once, so one person per viewport). */
async function mailedLinks(request: APIRequestContext): Promise<{ verify: string; reset: string }> {
  const person = { email: uniqueEmail('route-walk'), password: 'HocVien@123', name: 'Người xem thử', phoneNumber: '0912345678' };
  const registered = await request.post('/api/auth/register', { data: person });
  expect(registered.status(), await registered.text()).toBe(201);
  const verify = pathOf(await latestMailLink(request, person.email, 'verifyEmail'));
  const forgot = await request.post('/api/auth/forgot-password', { data: { email: person.email } });
  expect(forgot.status(), await forgot.text()).toBe(200);
  const oobCode = new URL(await latestMailLink(request, person.email, 'resetPassword')).searchParams.get('oobCode');
  return { verify, reset: `/reset-password?oobCode=${oobCode}` };
}

function routes(demo: Demo, links: { verify: string; reset: string }): Record<Role, string[]> {
  const { courseSlug, toolSlug, affiliateCode, learn } = demo;
  return {
    visitor: [
      '/',
      '/tools',
      `/tools/${toolSlug}`,
      `/tools/${toolSlug}/ref/${affiliateCode}`,
      '/courses',
      `/courses/${courseSlug}`,
      `/courses/${courseSlug}/ref/${affiliateCode}`,
      `/ref/${affiliateCode}`,
      '/cart',
      '/checkout',
      '/affiliate-landing',
      '/affiliate-traning',
      '/pro-gift',
      '/study-tips',
      '/support',
      '/becomeInstructor',
      `/demodetail/${courseSlug}`,
      '/forgot-password',
      links.reset,
      links.verify,
      '/login',
      '/register',
      '/admin/login',
      '/welcome',
      '/404',
    ],
    // The public pages a signed-in student uses most (the header changes once signed in), then the dashboard.
    student: [
      '/',
      '/courses',
      `/courses/${courseSlug}`,
      '/tools',
      `/tools/${toolSlug}`,
      '/cart',
      '/checkout',
      `/learn/${learn.slug}`,
      `/learn/${learn.slug}/${learn.lectureId}`,
      `/learn/${demo.verifySlug}/verify`,
      `/payment?order=${demo.orderId}`,
      '/profile',
      '/my-courses',
      '/my-certificates',
      '/downloads',
      '/my-tools',
      '/transactions',
      '/settings',
      '/wallet',
      '/affiliate-dashboard',
    ],
    instructor: [
      '/instructor/dashboard',
      '/instructor/courses',
      '/instructor/courses/create',
      `/instructor/courses/${demo.instructorCourseId}/edit`,
      '/instructor/earnings',
      '/instructor/media-library',
      '/instructor/media-library/upload',
      '/instructor/students',
      '/instructor/reviews',
      '/instructor/questions',
    ],
    admin: [
      '/admin/dashboard',
      '/admin/users',
      '/admin/categories',
      '/admin/courses',
      '/admin/courses/create',
      `/admin/courses/${demo.adminCourseId}/edit`,
      `/admin/courses/${demo.reviewCourseId}/review`,
      '/admin/courses/pending',
      '/admin/reviews',
      '/admin/questions',
      '/admin/affiliates/settings',
      '/admin/affiliates/list',
      '/admin/affiliate-reports',
      '/admin/payouts',
      '/admin/conversions',
      '/admin/popup',
      '/admin/email-campaigns',
      `/admin/email-campaigns/${demo.campaignId}/results`,
      '/admin/email-templates',
      '/admin/partner-links',
      '/admin/edit',
      '/admin/discounts',
      '/admin/contacts',
      '/admin/tools',
      '/admin/storage',
      '/admin/wallet/bonusCodes',
      '/admin/wallet/manager',
      '/admin/payments',
      '/admin/orders',
      `/admin/orders/${demo.orderId}`,
    ],
  };
}

/**
 * The page's requests still open. Playwright's 'networkidle' only follows a document load, and the
 * laptop pass moves inside the app without one, so the walk keeps its own count for both kinds of move.
 */
function openRequests(page: Page): { quiet: (idleMs: number, timeoutMs: number) => Promise<void> } {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const change = (request: Request, isOpen: boolean) => {
    if (isOpen) open.add(request);
    else open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  return {
    // Quiet counts from the move at the earliest: the app may start its requests a moment after it.
    async quiet(idleMs, timeoutMs) {
      const start = Date.now();
      const end = start + timeoutMs;
      while (Date.now() < end && (open.size > 0 || Date.now() - Math.max(lastChange, start) < idleMs)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** The page is ready to measure: the network has gone quiet, the main landmark is there, every image has loaded or failed. */
async function settle(page: Page, requests: ReturnType<typeof openRequests>): Promise<string | null> {
  // Quiet for 500 ms, as 'networkidle' is. Pages that poll (the payment status) never go fully quiet; 4 s is plenty for the rest.
  await requests.quiet(500, 4_000);
  const main = await page
    .locator('main')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => null)
    .catch(() => 'no <main> landmark after 15 s');
  // A spinner right inside <main> is the route's own code still loading (the layout's Suspense), or a page
  // that shows nothing else until its data comes: measured then, the walk saw a page with no heading.
  const loading = await page
    .locator('main > [role="status"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .then(() => null)
    .catch(() => 'still loading after 15 s');
  // Every screen has a level-one heading. A CI run under load measured /admin/dashboard without one,
  // with no spinner in <main> and no error, which no run since has shown: a page is measured once its
  // heading is drawn, and when it never is, axe reports it and the problem says what the page showed.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  // Lazy images below the fold count too: load them now and wait for each to finish either way.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    const done = images.map((image) =>
      image.complete ? null : new Promise((resolve) => ['load', 'error'].forEach((event) => image.addEventListener(event, resolve, { once: true }))),
    );
    await Promise.race([Promise.all(done), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  // Transitions still running (the sidebar's new active link fading in) are measured as they end, not halfway.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  return main ?? loading;
}

/** Rests the pointer on the middle of the page's first chart, and waits for its tooltip when there is one. */
async function showFirstChartTooltip(page: Page): Promise<void> {
  const chart = page.locator('.recharts-wrapper').first();
  if (!(await chart.isVisible())) return;
  // Bounded: a chart that never holds still, or something over it, leaves the tooltip unmeasured rather
  // than holding the walk to its 40-minute limit.
  const hovered = await chart.hover({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!hovered) return;
  await page
    .locator('.recharts-tooltip-wrapper')
    .first()
    .waitFor({ state: 'visible', timeout: 2_000 })
    .catch(() => undefined);
}

/** When the page is wider than the viewport: its width and the outermost elements that stick out of a container that fits. */
function measureOverflow(): { scrollWidth: number; culprits: string[] } | null {
  const viewport = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= viewport) return null;
  const sticksOut = (element: Element) => element.getBoundingClientRect().right > viewport + 1;
  // Inside a scrolling or clipping box an element widens that box, not the page; an absolutely placed
  // one escapes every such box below its containing block (the usual sr-only text in a scrolling table).
  const contained = (element: Element) => {
    let position = getComputedStyle(element).position;
    if (position === 'fixed') return true;
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (position === 'absolute' && style.position === 'static' && style.transform === 'none') continue;
      if (style.overflowX !== 'visible') return true;
      position = style.position;
    }
    return false;
  };
  const widening = (element: Element) => sticksOut(element) && !contained(element);
  const describe = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const classes = [...element.classList].slice(0, 4).join('.');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}${classes ? ` class="${classes}"` : ''}> "${text}" right=${Math.round(element.getBoundingClientRect().right)}`;
  };
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((element) => widening(element) && !(element.parentElement && element.parentElement !== document.body && widening(element.parentElement)))
    .slice(0, 3)
    .map(describe);
  return { scrollWidth, culprits };
}

/**
 * Content a phone user cannot get at or cannot trust, on a page that may well fit the screen: a box that
 * cuts off what it holds without being a scroll region a keyboard can reach and a screen reader names
 * (role="region", tabIndex=0, aria-label); money shortened with an ellipsis; a word (a code, a name, an
 * account holder) broken across two lines; a table squeezed until its headings take three lines or its
 * cells hold a word a line.
 */
function measureClipping(): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    return `<${element.tagName.toLowerCase()}>${testId ? ` in [data-testid="${testId}"]` : ''} "${text}"`;
  };
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 2 && rect.height > 2 && getComputedStyle(element).visibility !== 'hidden';
  };
  const isScrollRegion = (element: Element) =>
    element.getAttribute('role') === 'region' && (element as HTMLElement).tabIndex >= 0 && Boolean(element.getAttribute('aria-label') || element.getAttribute('aria-labelledby'));

  // Boxes that cut off their content sideways.
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible' || !shown(element)) continue;
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    if (style.textOverflow === 'ellipsis') {
      if (/₫|\d\.\d{3}/.test(element.textContent ?? '')) problems.push(`money cut short with an ellipsis: ${describe(element)}`);
      continue;
    }
    // What sticks out is only decoration (absolutely placed) when no in-flow child is wider than the box.
    const box = element.getBoundingClientRect();
    const cutChild = [...element.querySelectorAll('*')].find((child) => {
      if (!shown(child) || ['absolute', 'fixed'].includes(getComputedStyle(child).position)) return false;
      // A decorative graphic cut on purpose (the part-filled star of a 4,7 rating, read out whole by its
      // role="img" parent) hides nothing a user needs; hidden text cut off would still be seen, so it counts.
      if (child.closest('[aria-hidden="true"]') && !child.textContent?.trim()) return false;
      const rect = child.getBoundingClientRect();
      return rect.right > box.right + 1 || rect.left < box.left - 1;
    });
    if (!cutChild) continue;
    if (!isScrollRegion(element))
      problems.push(`content cut off without a focusable, labelled scroll region: ${describe(element)} (shows ${element.clientWidth} of ${element.scrollWidth} px)`);
  }

  // Words broken across lines (a break after a hyphen or a slash is where a line may end anyway).
  const lineTops = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const broken = new Set<string>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !shown(parent) || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA'].includes(parent.tagName)) continue;
    const whole = document.createRange();
    whole.selectNodeContents(node);
    if (lineTops(whole).size < 2) continue;
    for (const match of (node.textContent ?? '').matchAll(/[^\s/-]{2,}/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (lineTops(range).size > 1 && !broken.has(match[0])) {
        broken.add(match[0]);
        problems.push(`word broken across lines: "${match[0]}" in ${describe(parent)}`);
      }
    }
  }

  // Squeezed table cells.
  const lineCount = (element: Element) => {
    const lines = new Set<number>();
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.bottom));
    }
    return lines.size;
  };
  // Cells shown as cards on a phone (display: block) are not squeezed columns.
  for (const cell of document.body.querySelectorAll('th, td')) {
    if (!shown(cell) || getComputedStyle(cell).display !== 'table-cell') continue;
    const words = (cell.textContent ?? '').trim().split(/\s+/).filter(Boolean).length;
    const lines = lineCount(cell);
    if (lines < 3) continue;
    if (cell.tagName === 'TH') problems.push(`table heading on ${lines} lines: ${describe(cell)}`);
    else if (words / lines < 1.5) problems.push(`table cell squeezed to ${lines} lines of one word: ${describe(cell)}`);
  }
  return problems;
}

/** What a page with problems showed, for the report: a problem that does not come back is read from it. */
function describeShownPage(): string {
  const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  const main = document.querySelector('main');
  const heading = document.querySelector('h1');
  const loading = [...document.querySelectorAll('[role="status"]')].filter((element) => element.checkVisibility()).length;
  return [
    `shown: ${location.pathname}`,
    `h1 ${heading ? `"${squeeze(heading.textContent)}"${heading.checkVisibility() ? '' : ' (hidden)'}` : 'none'}`,
    `main ${main ? `"${squeeze(main.innerText)}"` : 'none'}`,
    `${loading} visible status`,
  ].join(', ');
}

function brokenImages(): string[] {
  return [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.getAttribute('src') || '(no src)');
}

/** The impacts of axe-core that fail the walk (minor ones are counted and shown, not failed). */
const FAILING_IMPACTS = new Set(['critical', 'serious', 'moderate']);

/** One axe-core rule broken on one page: how badly, and the first few elements that break it. */
type AxeFinding = { impact: string; rule: string; nodes: number; targets: string[]; summary: string };

async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // axe-core is put in the page once per document load (an in-app move keeps it) and run on the document
  // alone: the app shows no frame in the walk (the home's YouTube testimonials load only when played).
  // Only the violations are read: without resultTypes axe-core also serialises every node that passed each rule.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return violations.map((violation) => ({
    impact: violation.impact ?? 'minor',
    rule: violation.id,
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    summary: (violation.nodes[0]?.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 200),
  }));
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?/, '');

/**
 * The problems one route shows: overflow, console errors, failed requests, broken images. No route is
 * allowed a 4xx or 5xx: a visitor's page sends no session refresh (the app only tries one when the
 * session-hint cookie is there), and /auth/action and /reset-password open real codes from the mailbox,
 * so a refused request always means a broken page.
 */
async function checkRoute(
  page: Page,
  route: string,
  opening: Opening,
  requests: ReturnType<typeof openRequests>,
): Promise<{ problems: string[]; axe: AxeFinding[]; shown: string | null }> {
  const problems: string[] = [];
  let axe: AxeFinding[] = [];
  let shown: string | null = null;
  const onConsole = (message: ConsoleMessage) => {
    // Chromium also logs every failed load as a console error; the network listeners report those with their URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console error: ${message.text().slice(0, 300)}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught error: ${error.message.slice(0, 300)}`);
  const onRequestFailed = (request: Request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Aborted loads are the browser or the app cancelling (leaving the page, a video seeking), not failures.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.method()} ${shortUrl(request.url())} ${reason}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${shortUrl(response.url())}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    if (opening === 'load') {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
    } else {
      // The pointer is left where the last move's click or hover put it: the next page is measured as it
      // is drawn, not with whatever lands under the pointer zoomed in by its hover style.
      await page.mouse.move(0, 0);
      // What the router does for a link: a new history entry, which it reads on 'popstate'.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
    }
    const missingMain = await settle(page, requests);
    // At a desk the pointer rests on a chart to read it: its tooltip is measured too (axe reads its text).
    if (opening === 'in-app') await showFirstChartTooltip(page);
    if (missingMain) problems.push(missingMain);
    const overflow = await page.evaluate(measureOverflow);
    if (overflow) problems.push(`horizontal overflow: page ${overflow.scrollWidth}px wide; sticking out: ${overflow.culprits.join(' | ') || '(no single element)'}`);
    for (const clipped of await page.evaluate(measureClipping)) problems.push(clipped);
    for (const src of await page.evaluate(brokenImages)) problems.push(`image did not load: ${shortUrl(src)}`);
    axe = await axeFindings(page);
    for (const finding of axe.filter((one) => FAILING_IMPACTS.has(one.impact))) {
      problems.push(`axe ${finding.impact} ${finding.rule} on ${finding.nodes} element(s) [${finding.targets.join(' | ')}]: ${finding.summary}`);
    }
    if (problems.length) shown = await page.evaluate(describeShownPage).catch(() => null);
  } catch (error) {
    problems.push(`could not open: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  return { problems, axe, shown };
}

/**
 * How a route is opened: a document load, or the app's own move to it, as a click on a link makes.
 * The phone pass loads every route (the server's first render and the app's start, on every page); the
 * laptop pass moves inside the app, as a user at a desk mostly does, except to the routes people come
 * to from outside (referral links, mailed links). A load costs Chromium about 1.5 CPU-s and re-injects
 * axe-core; the laptop pass this way took 11–12 Chromium CPU-s for 20 routes against 27–30.
 */
type Opening = 'load' | 'in-app';

function openingOf(page: Page, viewport: Viewport, route: string, fromOutside: Set<string>): Opening {
  const inApp = viewport.width >= 1024 && page.url().startsWith('http') && !route.includes('/ref/') && !fromOutside.has(route);
  return inApp ? 'in-app' : 'load';
}

/** One role at one size: its own browser context, signed in once, every route in turn. */
async function walk(browser: Browser, role: Role, viewport: Viewport, paths: string[], demo: Demo, fromOutside: Set<string>): Promise<{ found: string[]; axe: AxeFinding[] }> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  await skipPromoPopup(context);
  const page = await context.newPage();
  // Any step that waits longer fails with its own message. Without a limit a step that never completes
  // holds the walk (and the other roles' results) to its 40-minute limit: a CI run stood idle in the walk
  // for over 15 minutes (stop 58), most likely a role waiting for the user menu after a lost sign-in click.
  page.setDefaultTimeout(60_000);
  const requests = openRequests(page);
  const found: string[] = [];
  const axe: AxeFinding[] = [];
  try {
    if (role !== 'visitor') {
      // On a busy machine the click can land before the page's scripts have taken over the form: then
      // nothing is sent, and the form is filled and sent again.
      await expect(async () => {
        if (await page.getByTestId('user-menu-button').isVisible()) return;
        await signIn(page, ACCOUNTS[role]);
        await page.getByTestId('user-menu-button').waitFor({ timeout: 15_000 });
      }).toPass({ timeout: 120_000 });
    }
    if (role === 'student') {
      await context.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), { key: demo.learn.accessKey, value: demo.learn.access });
      // Something in the cart, so /cart and /checkout show their real content.
      await page.goto(`/courses/${demo.courseSlug}`);
      // On a busy machine the first click can land before the page's scripts have taken over the button.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await expect(async () => {
        await page.getByTestId('course-add-to-cart').click({ timeout: 10_000 });
        await expect(page.getByTestId('cart-count')).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
    }
    for (const route of paths) {
      const checked = await checkRoute(page, route, openingOf(page, viewport, route, fromOutside), requests);
      for (const problem of checked.problems) found.push(`${route} × ${viewport.name} (${role}): ${problem}${checked.shown ? ` (${checked.shown})` : ''}`);
      axe.push(...checked.axe);
    }
  } finally {
    await context.close();
  }
  return { found, axe };
}

/** axe-core's findings in figures: elements by impact, then elements and pages by rule. */
function axeSummary(findings: AxeFinding[]): string {
  const byImpact = new Map<string, number>();
  const byRule = new Map<string, { impact: string; nodes: number; pages: number }>();
  for (const finding of findings) {
    byImpact.set(finding.impact, (byImpact.get(finding.impact) ?? 0) + finding.nodes);
    const rule = byRule.get(finding.rule) ?? { impact: finding.impact, nodes: 0, pages: 0 };
    byRule.set(finding.rule, { impact: rule.impact, nodes: rule.nodes + finding.nodes, pages: rule.pages + 1 });
  }
  const impacts = ['critical', 'serious', 'moderate', 'minor'].map((impact) => `${byImpact.get(impact) ?? 0} ${impact}`).join(', ');
  const rules = [...byRule].map(([rule, { impact, nodes, pages }]) => `${rule} (${impact}) ${nodes} on ${pages} pages`).join('; ');
  return `axe: ${impacts} elements${rules ? ` — ${rules}` : ''}`;
}

test.describe('route walk', () => {
  // axe-core takes seconds a page on a busy machine: 148 page checks with it took over 15 minutes on a
  // loaded 2-core machine; the limit is only there to end a walk that hangs.
  test.setTimeout(2_400_000);

  test('every SPEC §2 route fits a phone and a laptop screen, with no console error, failed request, broken image or axe finding', async ({ browser, request }) => {
    const demo = await findDemo(request);
    const problems: string[] = [];
    const axe: AxeFinding[] = [];
    let checked = 0;
    for (const viewport of VIEWPORTS) {
      const links = await mailedLinks(request);
      const byRole = routes(demo, links);
      const roles = Object.keys(byRole) as Role[];
      checked += roles.reduce((sum, role) => sum + byRole[role].length, 0);
      // The four roles walk side by side: most of a page check is waiting for the network to go quiet.
      const fromOutside = new Set([links.verify, links.reset]);
      const found = await Promise.all(roles.map((role) => walk(browser, role, viewport, byRole[role], demo, fromOutside)));
      problems.push(...found.flatMap((one) => one.found));
      axe.push(...found.flatMap((one) => one.axe));
    }
    const overflow = problems.filter((problem) => /horizontal overflow|cut off|cut short|broken across|squeezed|heading on/.test(problem)).length;
    const consoleErrors = problems.filter((problem) => /console error|uncaught error/.test(problem)).length;
    const accessibility = problems.filter((problem) => problem.includes(': axe ')).length;
    console.log(
      `route walk: ${checked / VIEWPORTS.length} routes × ${VIEWPORTS.length} viewports = ${checked} page checks, ${problems.length} problems (${overflow} overflow, ${consoleErrors} console errors, ${accessibility} axe, ${problems.length - overflow - consoleErrors - accessibility} other)`,
    );
    console.log(axeSummary(axe));
    expect(problems, `${problems.length} problems, route × viewport (role): problem`).toEqual([]);
  });
});
