import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

function Icon({ title, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...props}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}

/** An icon of the set: its strokes on the shared 24×24 frame. */
const icon = (strokes: ReactNode) =>
  function SetIcon(props: IconProps) {
    return <Icon {...props}>{strokes}</Icon>;
  };

/** The status icons: one mark inside the same ring. */
const inRing = (mark: string) =>
  icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d={mark} />
    </>,
  );

/** The vehicle icons: a body over two wheels (circles of radius `r` centred at `cx`, level at `cy`). */
const onWheels = (body: string, { cx: [back, front], cy, r }: { cx: [string, string]; cy: string; r: string }) =>
  icon(
    <>
      <path d={body} />
      <circle cx={back} cy={cy} r={r} />
      <circle cx={front} cy={cy} r={r} />
    </>,
  );

export const HomeIcon = icon(
  <>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
    <path d="M10 19.5v-5h4v5" />
  </>,
);
export const DashboardIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
  </>,
);
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CartIcon = onWheels('M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.1', {
  cx: ['9.5', '17'],
  cy: '20',
  r: '1.3',
});
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c1.2-3.8 4-5.6 7.5-5.6s6.3 1.8 7.5 5.6" />
  </>,
);
export const LogoutIcon = icon(
  <>
    <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" />
    <path d="M10 16.5 5.5 12 10 7.5M5.5 12H15" />
  </>,
);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const BackIcon = icon(<path d="M15 5l-7 7 7 7" />);
export const ChevronRightIcon = icon(<path d="M9 5l7 7-7 7" />);
export const AlertIcon = icon(
  <>
    <path d="M12 3.5 2.8 19.5h18.4Z" />
    <path d="M12 10v4.2M12 17.2v.1" />
  </>,
);
export const CheckIcon = inRing('m8 12.3 2.7 2.7L16.3 9.4');
export const ClockIcon = inRing('M12 7v5l3.2 2');
export const CrossCircleIcon = inRing('m9 9 6 6M15 9l-6 6');
export const MinusCircleIcon = inRing('M8 12h8');
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);
export const TrashIcon = icon(<path d="M4.5 7h15M10 3.5h4M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />);
export const InstagramIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.2 6.8v.1" />
  </>,
);
export const FacebookIcon = icon(
  <path d="M14.5 21v-7.5h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.6 1.6-1.6h1.7V4a22 22 0 0 0-2.5-.1c-2.5 0-4.1 1.5-4.1 4.2v2.2H8.4v3.2h2.8V21" />,
);
export const WhatsappIcon = icon(
  <>
    <path d="M4 20l1.2-3.9A8.3 8.3 0 1 1 8 19Z" />
    <path d="M9 8.5c0 3.3 3 6.5 6.5 6.5l1-1.6-2-1-1 .9a5 5 0 0 1-2.6-2.6l.9-1-1-2Z" />
  </>,
);
export const PhoneIcon = icon(
  <path d="M5 4h3.5l1.6 4.2-2.2 1.4a11 11 0 0 0 6.5 6.5l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6 8.5 7 8.5-7" />
  </>,
);
export const TruckIcon = onWheels('M2.5 6.5h11v9.5h-11zM13.5 10h4l3 3.2V16h-7', { cx: ['6.5', '17'], cy: '17.5', r: '1.8' });
export const GiftIcon = icon(
  <>
    <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
    <path d="M5 12.5v8h14v-8M12 8.5v12M12 8.5C9 8.5 7 7.7 7 6s2.6-2.2 5 2.5c2.4-4.7 5-4.2 5-2.5s-2 2.5-5 2.5Z" />
  </>,
);
