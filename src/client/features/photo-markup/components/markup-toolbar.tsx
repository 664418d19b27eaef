import { ArrowUpRight, Circle, PenLine, Square, Type } from 'lucide-react';
import type { ComponentType } from 'react';
import {
  MARKUP_COLOR_LABELS,
  MARKUP_COLOR_NAMES,
  MARKUP_COLORS,
  MARKUP_TOOL_LABELS,
  MARKUP_TOOLS,
  type MarkupColor,
  type MarkupTool,
} from '#shared/photos/markup-schemas';
import { cn } from '#client/lib/cn';

const TOOL_ICONS: Record<MarkupTool, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  arrow: ArrowUpRight,
  ellipse: Circle,
  rectangle: Square,
  line: PenLine,
  text: Type,
};

const pressable =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md border text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

/** The editor's tools and colours: toggle buttons that say which one is chosen. */
export function MarkupToolbar({
  tool,
  color,
  onTool,
  onColor,
}: {
  tool: MarkupTool;
  color: MarkupColor;
  onTool: (tool: MarkupTool) => void;
  onColor: (color: MarkupColor) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div role="group" aria-label="Tool" className="flex flex-wrap gap-1">
        {MARKUP_TOOLS.map((name) => {
          const Icon = TOOL_ICONS[name];
          return (
            <button
              key={name}
              type="button"
              aria-pressed={tool === name}
              onClick={() => onTool(name)}
              className={cn(
                pressable,
                'px-2.5',
                tool === name
                  ? 'border-accent-600 bg-accent-50 text-accent-800'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {MARKUP_TOOL_LABELS[name]}
            </button>
          );
        })}
      </div>
      <div role="group" aria-label="Colour" className="flex flex-wrap gap-1">
        {MARKUP_COLOR_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={color === name}
            aria-label={MARKUP_COLOR_LABELS[name]}
            title={MARKUP_COLOR_LABELS[name]}
            onClick={() => onColor(name)}
            className={cn(
              pressable,
              'size-11',
              color === name ? 'border-slate-900 ring-2 ring-slate-900' : 'border-slate-300',
            )}
          >
            <span
              aria-hidden
              className="size-6 rounded-full ring-1 ring-slate-400"
              style={{ backgroundColor: MARKUP_COLORS[name] }}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
