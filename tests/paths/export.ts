/**
 * Where a machine's JSON definition (`machine.toJSON()`) has an action or guard the Stately editor
 * cannot name: `null` (an inline `assign`) or a function. Each hit is reported as its JSON path.
 */
export function unnamedImplementations(definition: unknown): string[] {
  const holes: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}[${index}]`);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const here = `${path}.${key}`;
      if (['actions', 'entry', 'exit'].includes(key) && Array.isArray(child)) {
        child.forEach((action, index) => {
          if (action === null || typeof action === 'function') holes.push(`${here}[${index}]`);
        });
      }
      if (key === 'guard' && (child === null || typeof child === 'function')) holes.push(here);
      visit(child, here);
    }
  };
  visit(definition, '');
  return holes;
}
