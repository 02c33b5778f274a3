import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Served HTML in the document, to hydrate under `act()`: call once at a test file's top level; it
 * turns act's environment on for the file and removes each test's containers after it.
 */
export function servedHtmlContainers(): (html: string) => HTMLElement {
  const containers: HTMLElement[] = [];
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = undefined;
  });
  afterEach(() => {
    for (const container of containers.splice(0)) container.remove();
  });
  return (html) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    containers.push(container);
    return container;
  };
}
