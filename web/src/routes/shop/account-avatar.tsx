export function AccountAvatar({ name }: { name: string }) {
  return (
    <span className="inline-flex size-8 items-center justify-center rounded-full bg-neutral-900 text-sm font-bold uppercase text-white">
      {name.trim().charAt(0) || 'U'}
    </span>
  );
}
