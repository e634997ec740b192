import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ts } from 'ts-morph';

/**
 * Finds every interface string the app can show, for the catalogue coverage test
 * (docs/i18n.md). Node only: nothing in the app imports this file.
 *
 * A string is a catalogue key when it is the first argument of `t(...)`, or the
 * singular and plural of `formatPlural(count, singular, plural)`. A non-literal
 * argument is followed to where its text is written: a constant, an object or array
 * of constants (`LABELS[key]`, `AREAS.map((area) => t(area.title))`), a conditional,
 * or a type made of string literals. What cannot be followed is reported, and the
 * test keeps an allow-list of those call sites, each with the reason.
 */

export interface Unresolved {
  /** Path from the repository root, `src/...`. */
  file: string;
  line: number;
  /** The argument as written. */
  expression: string;
}

export interface InterfaceStrings {
  /** Catalogue key → where it is used (first place found). */
  keys: Map<string, string>;
  unresolved: Unresolved[];
  /** Messages of zod schemas and validation issues, shown through `t(error.message)` (docs/forms.md). */
  validationMessages: Map<string, string>;
}

const PLURAL_DELIMITER = '\u0003';
const ARRAY_METHODS = new Set([
  'map',
  'flatMap',
  'filter',
  'forEach',
  'find',
  'some',
  'every',
  'sort',
  'slice',
]);

const unwrap = (node: ts.Expression): ts.Expression => {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
};

export function sourceFiles(root: string, folder = 'src'): string[] {
  return (readdirSync(join(root, folder), { recursive: true }) as string[])
    .filter((path) => /\.tsx?$/.test(path))
    .filter((path) => !/\.(stories|test)\.tsx?$/.test(path) && !path.includes('__screenshots__'))
    .filter((path) => !path.endsWith('.d.ts') && !/story-helpers|interface-strings|pseudo-locale/.test(path))
    .map((path) => join(root, folder, path));
}

export function collectInterfaceStrings(root: string, files: string[] = sourceFiles(root)): InterfaceStrings {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    baseUrl: root,
    paths: { '@/*': ['./src/*'], '@mocks/*': ['./mocks/*'], '@fixtures/*': ['./fixtures/*'] },
    types: [],
  });
  const checker = program.getTypeChecker();
  const keys = new Map<string, string>();
  const validationMessages = new Map<string, string>();
  const unresolved: Unresolved[] = [];

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** String literal types of an expression (`'a' | 'b'`), if that is all it can be. */
  const fromType = (node: ts.Expression): string[] | undefined => {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    const values: string[] = [];
    for (const part of parts) {
      if (part.isStringLiteral()) values.push(part.value);
      else if (!(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) return undefined;
    }
    return values.length > 0 ? values : undefined;
  };

  /** The elements an array expression can hold (objects, strings), or undefined. */
  const elementsOf = (node: ts.Expression, depth: number): ts.Expression[] | undefined => {
    if (depth > 8) return undefined;
    const expression = unwrap(node);
    if (unions.has(expression) && ts.isArrayLiteralExpression(expression)) {
      const all = expression.elements.map((element) => elementsOf(element, depth + 1));
      return all.every(Boolean) ? all.flatMap((elements) => elements ?? []) : undefined;
    }
    if (ts.isArrayLiteralExpression(expression)) {
      return expression.elements.flatMap((element) =>
        ts.isSpreadElement(element) ? (elementsOf(element.expression, depth + 1) ?? []) : [element],
      );
    }
    if (ts.isObjectLiteralExpression(expression)) return valuesOf(expression, depth + 1);
    if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression)) {
      const target = initializerOf(expression, depth + 1);
      return target ? elementsOf(target, depth + 1) : undefined;
    }
    if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression)) {
      const method = expression.expression.name.text;
      // Object.values(X), Object.entries(X) keep X's values; array methods keep the receiver's.
      if (
        ts.isIdentifier(expression.expression.expression) &&
        expression.expression.expression.text === 'Object'
      ) {
        const [argument] = expression.arguments;
        return argument ? elementsOf(argument, depth + 1) : undefined;
      }
      if (ARRAY_METHODS.has(method)) return elementsOf(expression.expression.expression, depth + 1);
    }
    return undefined;
  };

  const valuesOf = (object: ts.ObjectLiteralExpression, depth: number): ts.Expression[] =>
    object.properties.flatMap((property) => {
      if (ts.isPropertyAssignment(property)) return [property.initializer];
      if (ts.isSpreadAssignment(property)) {
        const target = unwrap(property.expression);
        const initial = ts.isIdentifier(target) ? initializerOf(target, depth + 1) : target;
        return initial && ts.isObjectLiteralExpression(unwrap(initial))
          ? valuesOf(unwrap(initial) as ts.ObjectLiteralExpression, depth + 1)
          : [];
      }
      return [];
    });

  /** Synthesised expressions that stand for "any one of these" (a callback's element, a lookup's result). */
  const unions = new WeakSet<ts.Node>();
  const anyOf = (options: ts.Expression[]): ts.Expression => {
    const union = ts.factory.createArrayLiteralExpression(options);
    unions.add(union);
    return union;
  };

  /** What a parameter of `ARRAY.map((item) => …)` (and the like) stands for: any element of ARRAY. */
  const callbackElement = (parameter: ts.ParameterDeclaration, depth: number): ts.Expression | undefined => {
    const callback = parameter.parent;
    const call = callback.parent;
    if (
      (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) &&
      call &&
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      ARRAY_METHODS.has(call.expression.name.text) &&
      callback.parameters[0] === parameter
    ) {
      const elements = elementsOf(call.expression.expression, depth + 1);
      return elements ? anyOf(elements) : undefined;
    }
    return undefined;
  };

  /** The expression a name stands for: a const's initializer, or the array a callback parameter walks. */
  const initializerOf = (node: ts.Expression, depth: number): ts.Expression | undefined => {
    if (depth > 12) return undefined;
    const declaration = declarationOf(node);
    if (!declaration) return undefined;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) return declaration.initializer;
    if (ts.isPropertyAssignment(declaration)) return declaration.initializer;
    if (ts.isParameter(declaration) && ts.isIdentifier(declaration.name))
      return callbackElement(declaration, depth);
    if (ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent)) {
      // `const { title } = LANDINGS[key]`, `COLOURS.map(({ label }) => …)`: the property of each source object.
      const holder = declaration.parent.parent;
      const source =
        ts.isVariableDeclaration(holder) && holder.initializer
          ? holder.initializer
          : ts.isParameter(holder)
            ? callbackElement(holder, depth)
            : undefined;
      const owners = source ? ownersOf(source, depth + 1) : undefined;
      if (!owners) return undefined;
      const key = (declaration.propertyName ?? declaration.name).getText();
      const found = owners.flatMap((owner) =>
        owner.properties.flatMap((property) =>
          ts.isPropertyAssignment(property) && property.name.getText() === key ? [property.initializer] : [],
        ),
      );
      return found.length > 0 ? anyOf(found) : undefined;
    }
    return undefined;
  };

  /** Every text an expression can evaluate to, or undefined when it cannot be followed. */
  const resolve = (node: ts.Expression, depth = 0): string[] | undefined => {
    if (depth > 12) return undefined;
    const expression = unwrap(node);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return [expression.text];
    }
    if (ts.isConditionalExpression(expression)) {
      const both = [resolve(expression.whenTrue, depth + 1), resolve(expression.whenFalse, depth + 1)];
      return both.every(Boolean) ? both.flatMap((values) => values ?? []) : undefined;
    }
    if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)
    ) {
      const both = [resolve(expression.left, depth + 1), resolve(expression.right, depth + 1)];
      return both.every(Boolean) ? both.flatMap((values) => values ?? []) : undefined;
    }
    // A synthesised array (from a callback parameter) or an object: every value it holds.
    if (unions.has(expression) && ts.isArrayLiteralExpression(expression)) {
      const all = expression.elements.map((element) => resolve(element, depth + 1));
      return all.every(Boolean) ? all.flatMap((values) => values ?? []) : undefined;
    }
    if (!unions.has(expression) && expression.pos >= 0) {
      const typed = fromType(expression);
      if (typed) return typed;
    }
    if (ts.isIdentifier(expression)) {
      const initial = initializerOf(expression, depth + 1);
      return initial ? resolve(initial, depth + 1) : undefined;
    }
    if (ts.isElementAccessExpression(expression)) {
      const elements = elementsOf(expression.expression, depth + 1);
      if (!elements) return undefined;
      const all = elements.map((element) => resolve(element, depth + 1));
      return all.every(Boolean) ? all.flatMap((values) => values ?? []) : undefined;
    }
    if (ts.isPropertyAccessExpression(expression) || ts.isCallExpression(expression)) {
      // `area.title`, `LABELS.save`, `sectionTypeOf(type).label`: the property of every object the
      // receiver can be.
      const access = ts.isPropertyAccessExpression(expression) ? expression : undefined;
      if (!access) return undefined;
      const name = access.name.text;
      const owners = ownersOf(access.expression, depth + 1);
      if (!owners) {
        const initial = initializerOf(access, depth + 1);
        return initial ? resolve(initial, depth + 1) : undefined;
      }
      const values = owners.map((owner) => {
        const property = owner.properties.find(
          (candidate) =>
            (ts.isPropertyAssignment(candidate) || ts.isShorthandPropertyAssignment(candidate)) &&
            candidate.name.getText() === name,
        );
        if (property && ts.isPropertyAssignment(property)) return resolve(property.initializer, depth + 1);
        if (property && ts.isShorthandPropertyAssignment(property)) return resolve(property.name, depth + 1);
        return [];
      });
      return values.every(Boolean) ? values.flatMap((value) => value ?? []) : undefined;
    }
    return undefined;
  };

  /** The object literals an expression can be. */
  const ownersOf = (node: ts.Expression, depth: number): ts.ObjectLiteralExpression[] | undefined => {
    if (depth > 12) return undefined;
    const expression = unwrap(node);
    if (ts.isObjectLiteralExpression(expression)) return [expression];
    if (unions.has(expression) && ts.isArrayLiteralExpression(expression)) {
      const all = expression.elements.map((element) => ownersOf(element, depth + 1));
      return all.every(Boolean) ? all.flatMap((owners) => owners ?? []) : undefined;
    }
    if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression)) {
      const initial = initializerOf(expression, depth + 1);
      if (initial) return ownersOf(initial, depth + 1);
      if (ts.isPropertyAccessExpression(expression)) {
        // `section.type.label` where `section` is known: the property of each owner.
        const parents = ownersOf(expression.expression, depth + 1);
        if (!parents) return undefined;
        const name = expression.name.text;
        const found = parents.flatMap((parent) =>
          parent.properties.flatMap((property) =>
            ts.isPropertyAssignment(property) && property.name.getText() === name
              ? (ownersOf(property.initializer, depth + 1) ?? [])
              : [],
          ),
        );
        return found.length > 0 ? found : undefined;
      }
      return undefined;
    }
    if (ts.isElementAccessExpression(expression)) {
      const elements = elementsOf(expression.expression, depth + 1);
      if (!elements) return undefined;
      const all = elements.map((element) => ownersOf(element, depth + 1));
      return all.every(Boolean) ? all.flatMap((owners) => owners ?? []) : undefined;
    }
    if (ts.isCallExpression(expression)) {
      // A lookup function (`sectionTypeOf(type)`): whatever its body returns.
      const callee = unwrap(expression.expression);
      if (ts.isPropertyAccessExpression(callee) && ['find', 'at'].includes(callee.name.text)) {
        const elements = elementsOf(callee.expression, depth + 1);
        if (!elements) return undefined;
        const all = elements.map((element) => ownersOf(element, depth + 1));
        return all.every(Boolean) ? all.flatMap((owners) => owners ?? []) : undefined;
      }
      const declaration = declarationOf(callee);
      if (declaration && ts.isFunctionDeclaration(declaration) && declaration.body) {
        const returned: ts.Expression[] = [];
        const visit = (inner: ts.Node) => {
          if (ts.isReturnStatement(inner) && inner.expression) returned.push(inner.expression);
          if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, visit);
        };
        ts.forEachChild(declaration.body, visit);
        const all = returned.map((value) => ownersOf(value, depth + 1));
        return all.length > 0 && all.every(Boolean) ? all.flatMap((owners) => owners ?? []) : undefined;
      }
    }
    return undefined;
  };

  const calleeName = (call: ts.CallExpression): string | undefined => {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) return callee.text;
    if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
    return undefined;
  };

  for (const file of program.getSourceFiles()) {
    if (!files.includes(file.fileName)) continue;
    const path = relative(root, file.fileName);
    const importsZod = file.statements.some(
      (statement) =>
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        // The app imports zod through src/api/zod.ts or zod-mini.ts (src/testing/conventions.test.ts).
        /^(zod|@\/api\/zod|\.\/zod)(-mini|\/|$)/.test(statement.moduleSpecifier.text),
    );
    const where = (node: ts.Node) =>
      `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const note = (node: ts.Node, argument: ts.Expression) =>
      unresolved.push({
        file: path,
        line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        expression: argument.getText(file),
      });
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name === 't' && node.arguments[0]) {
          const values = resolve(node.arguments[0]);
          if (values) for (const value of values) if (!keys.has(value)) keys.set(value, where(node));
          if (!values) note(node, node.arguments[0]);
        }
        if (name === 'formatPlural' && node.arguments[1] && node.arguments[2]) {
          const singular = resolve(node.arguments[1]);
          const plural = resolve(node.arguments[2]);
          if (singular?.length === 1 && plural?.length === 1) {
            const key = `${singular[0]}${PLURAL_DELIMITER}${plural[0]}`;
            if (!keys.has(key)) keys.set(key, where(node));
          } else note(node, node.arguments[1]);
        }
      }
      // Validation messages: `{ message: '…' }` and `{ error: '…' }` in files that build zod schemas
      // or issues, and the text argument of a zod check (`.min(1, '…')`) or of a helper that builds
      // checks (`count(365, '…')`): a literal or the constant it names.
      if (importsZod && ts.isPropertyAssignment(node) && ['message', 'error'].includes(node.name.getText())) {
        for (const value of resolve(node.initializer) ?? [])
          if (!validationMessages.has(value)) validationMessages.set(value, where(node));
      }
      if (importsZod && ts.isCallExpression(node)) {
        for (const argument of node.arguments.slice(1)) {
          for (const value of resolve(argument) ?? [])
            if (/\S\s+\S/.test(value) && !validationMessages.has(value))
              validationMessages.set(value, where(node));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { keys, unresolved, validationMessages };
}

/**
 * The string values of the named properties in the given files (`label: 'Title'`), for call sites
 * whose text is declared as data, such as the storefront's field descriptors.
 */
export function collectPropertyStrings(root: string, files: string[], names: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const fileName of files) {
    const text = readFileSync(fileName, 'utf8');
    // The kind follows the file's extension: read as TSX, a .ts file's generic arrow (`<T>(…) =>`)
    // opens a JSX tag, and every string after it is lost.
    const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && names.includes(node.name.getText(file))) {
        const values: ts.Expression[] = [unwrap(node.initializer)];
        for (const value of values) {
          if (ts.isConditionalExpression(value)) values.push(unwrap(value.whenTrue), unwrap(value.whenFalse));
          if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
            const line = file.getLineAndCharacterOfPosition(value.getStart(file)).line + 1;
            if (value.text !== '' && !found.has(value.text))
              found.set(value.text, `${relative(root, fileName)}:${line}`);
          }
        }
      }
      if (ts.isJsxAttribute(node) && names.includes(node.name.getText(file)) && node.initializer) {
        const initializer = node.initializer;
        const values: ts.Expression[] = ts.isStringLiteral(initializer)
          ? [initializer]
          : ts.isJsxExpression(initializer) && initializer.expression
            ? [unwrap(initializer.expression)]
            : [];
        for (const value of values) {
          if (ts.isConditionalExpression(value)) values.push(unwrap(value.whenTrue), unwrap(value.whenFalse));
          if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
            const line = file.getLineAndCharacterOfPosition(value.getStart(file)).line + 1;
            if (value.text !== '' && !found.has(value.text))
              found.set(value.text, `${relative(root, fileName)}:${line}`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** Every string literal with a space in it that a function of these files returns (validation messages). */
export function collectReturnedSentences(root: string, files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const fileName of files) {
    const file = ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) {
        const values: ts.Expression[] = [unwrap(node.expression)];
        for (const value of values) {
          if (ts.isConditionalExpression(value)) values.push(unwrap(value.whenTrue), unwrap(value.whenFalse));
          if (ts.isStringLiteral(value) && /\s/.test(value.text) && !found.has(value.text)) {
            const line = file.getLineAndCharacterOfPosition(value.getStart(file)).line + 1;
            found.set(value.text, `${relative(root, fileName)}:${line}`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

const SHOWN_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label'];

/**
 * English written straight into JSX, where `t()` was forgotten: text between tags, and the string
 * value of an attribute a person reads or hears. Words only: symbols, numbers and colours pass.
 */
export function collectLiteralJsxText(root: string, files: string[]): string[] {
  const found: string[] = [];
  const isWords = (text: string) => /[A-Za-z]{2}/.test(text) && !/^#[0-9a-f]{3,8}$/i.test(text.trim());
  for (const fileName of files.filter((name) => name.endsWith('.tsx'))) {
    const file = ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.ES2022, true);
    const where = (node: ts.Node) =>
      `${relative(root, fileName)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && isWords(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
      if (
        ts.isJsxAttribute(node) &&
        SHOWN_ATTRIBUTES.includes(node.name.getText(file)) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        isWords(node.initializer.text)
      ) {
        found.push(`${where(node)} ${node.name.getText(file)}="${node.initializer.text}"`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
