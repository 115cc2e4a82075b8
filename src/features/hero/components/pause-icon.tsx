import { icon } from '@/components/ui/icon';

// The pause icon of the home hero's video and ticker controls. Defined here rather than in
// @/components/ui/icons so that the entry chunk does not carry them (see `icon`).

export const PauseIcon = /* @__PURE__ */ icon('PauseIcon', <path d="M8 5v14M16 5v14" strokeWidth={3} />);
