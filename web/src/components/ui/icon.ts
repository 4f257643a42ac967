import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** An icon as lucide-react's files describe it: its name and its shapes (tag, attributes). */
interface IconData {
  name?: string;
  node: [string, Record<string, string | number>][];
}

type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

/**
 * lucide-react's createLucideIcon, leaner: every lucide icon the app imports is built by this
 * (vite.config.ts swaps it in for the package's own, on the server and in the browser alike). The package's
 * version writes nine presentation attributes and two class names on each of a page's fifty-odd icons (11 KB
 * of the home page's HTML) and carries a context and prop handling the app does not use; here the `.icon`
 * class sets the same in CSS (index.css), and a Tailwind size class or `strokeWidth` still wins. As lucide
 * does, an icon with no label of its own is hidden from assistive technology.
 */
export default function createLucideIcon(data: IconData) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { className, children, strokeWidth, style, ...rest },
    ref,
  ) {
    const labelled = Object.keys(rest).some(
      (prop) =>
        (prop.startsWith('aria-') || prop === 'role' || prop === 'title') &&
        rest[prop as keyof typeof rest] != null,
    );
    return createElement(
      'svg',
      {
        ref,
        viewBox: '0 0 24 24',
        className: className ? `icon ${className}` : 'icon',
        ...(labelled || children ? {} : { 'aria-hidden': 'true' }),
        // As a style, since the class's stroke width would win over an attribute.
        style: strokeWidth == null ? style : { strokeWidth, ...style },
        ...rest,
      },
      ...data.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
  return Icon;
}
