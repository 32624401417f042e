import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from './system.ts';

/** The recipes each Chakra component renders with (its own, and those of the parts it draws: icons, marks). */
const RECIPES_OF: Record<string, readonly string[]> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Breadcrumb: ['breadcrumb'],
  Button: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  // A group lays out its Checkbox items, which bring their own recipe.
  CheckboxGroup: ['checkbox'],
  CloseButton: ['button'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field', 'icon'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Popover: ['popover'],
  Progress: ['progress'],
  RadioGroup: ['radioGroup', 'radiomark'],
  SegmentGroup: ['segmentGroup'],
  Slider: ['slider'],
  Spinner: ['spinner'],
  Steps: ['steps'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
};

/** Layout and text components: styled by props, no recipe. */
const WITHOUT_RECIPE = new Set([
  'Box',
  'Center',
  'ChakraProvider',
  'Flex',
  'Grid',
  'GridItem',
  'HStack',
  'Image',
  'Portal',
  'SimpleGrid',
  'Spacer',
  'Span',
  'Stack',
  'Text',
  'VStack',
  'Wrap',
]);

const SRC = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Every value (not type) the app imports from @chakra-ui/react, with the file that imports it. */
function chakraImports(): { name: string; file: string }[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s+\{([^}]+)\}\s+from\s+'@chakra-ui\/react'/g)].flatMap((m) =>
      m[1]
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && !s.startsWith('type '))
        .map((name) => ({ name, file: file.slice(SRC.length + 1) })),
    ),
  );
}

describe('the Chakra system (only the recipes the app uses)', () => {
  const imports = chakraImports();

  it('finds the app’s Chakra imports', () => {
    expect(imports.map((i) => i.name)).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Stack']));
  });

  it('holds the recipe of every Chakra component the app imports (a missing one renders unstyled, silently)', () => {
    const components = imports.filter((i) => /^[A-Z]/.test(i.name) && !WITHOUT_RECIPE.has(i.name));
    const unknown = components.filter((i) => !RECIPES_OF[i.name]).map((i) => `${i.name} (${i.file})`);
    expect(unknown, 'components without a RECIPES_OF entry').toEqual([]);
    const needed = new Set(components.flatMap((i) => RECIPES_OF[i.name]));
    const held = [...Object.keys(recipes), ...Object.keys(slotRecipes)];
    expect(
      [...needed].filter((k) => !held.includes(k)),
      'recipes missing from the system',
    ).toEqual([]);
  });

  it('carries no recipe nothing uses', () => {
    const needed = new Set(imports.flatMap((i) => RECIPES_OF[i.name] ?? []));
    expect([...Object.keys(recipes), ...Object.keys(slotRecipes)].filter((k) => !needed.has(k))).toEqual([]);
  });

  it('is a working system: a held recipe resolves, one left out does not, the default tokens are there', () => {
    expect(system.getRecipe('button')).toEqual(recipes.button);
    expect(system.getSlotRecipe('dialog')).toEqual(slotRecipes.dialog);
    expect(system.getSlotRecipe('datePicker')).toBeUndefined();
    expect(system.token('colors.blue.800')).toBe('#1a3478');
  });

  it('gives error and subtle text a colour that reads on white at 4.5:1 (WCAG AA)', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-600)"');
    expect(css).toContain('"--chakra-colors-fg-subtle":"var(--chakra-colors-gray-500)"');
  });
});
