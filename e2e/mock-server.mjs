#!/usr/bin/env node
// Development stand-in for the gateway: serves the built frontends exactly as the serving contract says
// (/ → shell with SPA fallback, /remotes/<name>/ → remotes, /remotes.json) and a small in-memory /api
// that follows the API contract, plus a fake checkout page. Only for frontend work and e2e without a backend:
//   node e2e/mock-server.mjs            (PORT=8095 by default)
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PORT ?? 8095);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.txt': 'text/plain',
};
const oid = () => randomBytes(12).toString('hex');

const COLORS = { cajas: '#f6cdd9', galletas: '#f0d2a6', alfajores: '#f3e3c7', garapinados: '#cfe3d4', chocolates: '#dfc0a5' };
const img = (cat, n) => `/images/${cat}-${n}.svg`;
const P = (name, category, sku, size, price, description, extra = 1) => ({
  _id: oid(),
  name,
  category,
  sku,
  size,
  price,
  weight: price.map(() => 250),
  description,
  packaging: ['Caja de cartón reciclado', 'Bolsa de celofán'],
  coverImage: img(category, 1),
  images: [img(category, 1), ...Array.from({ length: extra }, (_, i) => img(category, i + 2))],
});
const products = [
  P(
    'Caja Kukki',
    'cajas',
    [101, 102, 103],
    ['Chica', 'Mediana', 'Grande'],
    [200, 300, 400],
    'Arma tu caja con tus galletas y postres favoritos: alfajores, garapiñados, biscottis y más. Ideal para regalar.',
    2,
  ),
  P(
    'Galletas de chispas',
    'galletas',
    [201],
    ['12 piezas'],
    [180],
    'Galletas de mantequilla con chispas de chocolate semiamargo, crujientes por fuera y suaves por dentro.',
  ),
  P(
    'Galletas de avena',
    'galletas',
    [202, 203],
    ['6 piezas', '12 piezas'],
    [95, 170],
    'Galletas de avena con pasas y canela, horneadas cada mañana con mantequilla.',
  ),
  P(
    'Alfajores de dulce de leche',
    'alfajores',
    [301, 302],
    ['6 piezas', '12 piezas'],
    [160, 300],
    'Alfajores rellenos de dulce de leche y cubiertos de coco rallado.',
  ),
  P(
    'Alfajores de chocolate',
    'alfajores',
    [303],
    ['6 piezas'],
    [180],
    'Alfajores bañados en chocolate semiamargo con relleno de dulce de leche.',
  ),
  P(
    'Nueces garapiñadas',
    'garapinados',
    [401, 402],
    ['200 g', '400 g'],
    [150, 280],
    'Nueces caramelizadas en cazo de cobre con un toque de vainilla.',
  ),
  P('Almendras garapiñadas', 'garapinados', [403], ['200 g'], [160], 'Almendras caramelizadas con canela, crujientes y doradas.'),
  P(
    'Chocolates artesanales',
    'chocolates',
    [501, 502, 503],
    ['6 piezas', '12 piezas', '24 piezas'],
    [220, 400, 760],
    'Bombones de chocolate blanco, de leche, semiamargo, amargo y sin azúcar.',
  ),
];
const categories = ['cajas', 'galletas', 'alfajores', 'garapinados', 'chocolates'].map((name, idx) => ({
  _id: oid(),
  name,
  idx,
  flavor: { cajas: 'Cajas', galletas: 'Galletas', alfajores: 'Alfajores', garapinados: 'Garapiñados', chocolates: 'Chocolates' }[name],
  desc: `Lo mejor de nuestros ${name}, hecho a mano.`,
  prods: products.filter((p) => p.category === name).map((p) => ({ id: p._id, name: p.name, img: p.coverImage })),
}));
const plans = [
  { _id: oid(), name: 'Caja única', amount: 450, period: 'Única', disclaimer: 'Un solo envío.', discount: '', img: '/images/cajas-2.svg' },
  {
    _id: oid(),
    name: 'Plan mensual',
    amount: 399,
    period: 'Mensual',
    disclaimer: 'Se cobra cada mes, cancela cuando quieras.',
    discount: '',
    img: '/images/alfajores-1.svg',
  },
  {
    _id: oid(),
    name: 'Plan trimestral',
    amount: 1099,
    period: 'Trimestral',
    disclaimer: 'Tres meses de postres.',
    discount: '8% de descuento',
    img: '/images/garapinados-1.svg',
  },
  {
    _id: oid(),
    name: 'Plan semestral',
    amount: 2099,
    period: 'Semestral',
    disclaimer: 'Seis meses de postres.',
    discount: '12% de descuento',
    img: '/images/chocolates-1.svg',
  },
  {
    _id: oid(),
    name: 'Plan anual',
    amount: 3999,
    period: 'Anual',
    disclaimer: 'Doce meses de postres.',
    discount: '16% de descuento',
    img: '/images/galletas-1.svg',
  },
];
const coupons = {
  KUKKI10: { code: 'KUKKI10', isActive: true, isPercent: true, amount: 10, expireDate: '2030-01-01' },
  VIEJO: { code: 'VIEJO', isActive: false, isPercent: false, amount: 50, expireDate: '2020-01-01' },
};
const users = new Map(); // email → user
const tokens = new Map(); // token → email
const orders = new Map();

function placeholder(name) {
  const [cat, n] = name.replace('.svg', '').split('-');
  const bg = COLORS[cat] ?? '#f3e3c7';
  const chips = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="${150 + 60 * Math.cos(i + Number(n))}" cy="${150 + 60 * Math.sin(i * 1.7 + Number(n))}" r="${8 + (i % 3) * 3}" fill="#4a2a17"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="${bg}"/><circle cx="150" cy="150" r="${95 - Number(n) * 6}" fill="#d89a55" stroke="#8a4f24" stroke-width="5"/>${chips}<text x="150" y="285" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#5a3520">${cat} ${n}</text></svg>`;
}

const send = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};
const readBody = (req) =>
  new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      try {
        resolve(data ? JSON.parse(data) : {});
      } catch {
        resolve({});
      }
    });
  });
const publicUser = (u, token) => ({ _id: u._id, name: u.name, email: u.email, isAdmin: u.isAdmin, firstPurchase: u.firstPurchase, token });
const authUser = (req) => {
  const t = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  return users.get(tokens.get(t));
};
const newToken = (u) => {
  const t = randomBytes(16).toString('hex');
  tokens.set(t, u.email);
  return t;
};

async function apiRoute(req, res, url) {
  const p = url.pathname.replace(/^\/api/, '');
  const m = req.method;
  if (process.env.MOCK_DOWN && p.startsWith(process.env.MOCK_DOWN))
    return send(res, 503, { message: 'El servicio no está disponible en este momento, por favor inténtalo de nuevo en unos momentos' });
  if (m === 'GET' && p === '/productos') return send(res, 200, { products });
  if (m === 'GET' && p === '/productos/category') return send(res, 200, { categories });
  let match = p.match(/^\/productos\/([^/]+)\/([^/]+)$/);
  if (m === 'GET' && match) {
    const product = products.find((x) => x._id === match[2] && x.category === match[1]);
    return product ? send(res, 200, { product }) : send(res, 404, { message: 'No encontramos ese producto' });
  }
  if (m === 'POST' && p === '/usuarios/signup') {
    const b = await readBody(req);
    if (!b.email || !b.password || b.password !== b.passwordConfirm) return send(res, 400, { message: 'Las contraseñas no coinciden' });
    if (users.has(b.email)) return send(res, 400, { message: 'Ese correo ya está registrado' });
    const u = {
      _id: oid(),
      name: b.name,
      email: b.email,
      password: b.password,
      isAdmin: false,
      firstPurchase: true,
      deliveryInfo: null,
      orders: [],
    };
    users.set(b.email, u);
    return send(res, 201, publicUser(u, newToken(u)));
  }
  if (m === 'POST' && p === '/usuarios/login') {
    const b = await readBody(req);
    const u = users.get(b.email);
    if (!u || u.password !== b.password) return send(res, 401, { message: 'Correo o contraseña incorrectos' });
    return send(res, 200, publicUser(u, newToken(u)));
  }
  if (m === 'GET' && p === '/usuarios/logout') return send(res, 200, { message: 'ok' });
  if (p === '/usuarios/forgotPassword') return send(res, 200, { message: 'Te enviamos un correo con las instrucciones.' });
  if (p === '/usuarios/profile' || p === '/usuarios/updateMe' || p === '/usuarios/updateMyPassword') {
    const u = authUser(req);
    if (!u) return send(res, 401, { message: 'Por favor inicia sesión para continuar' });
    if (m === 'GET')
      return send(res, 200, {
        ...publicUser(u),
        deliveryInfo: u.deliveryInfo,
        orders: u.orders.map((id) => {
          const o = orders.get(id);
          return { _id: o._id, createdAt: o.createdAt, totalPrice: o.totalPrice, isPaid: o.isPaid, status: o.status };
        }),
      });
    const b = await readBody(req);
    if (p === '/usuarios/updateMe') {
      Object.assign(u, { name: b.name, email: b.email, deliveryInfo: b.deliveryInfo });
      return send(res, 200, { message: 'ok', user: publicUser(u) });
    }
    if (b.passwordCurrent !== u.password) return send(res, 401, { message: 'Tu contraseña actual es incorrecta' });
    u.password = b.password;
    return send(res, 200, publicUser(u, newToken(u)));
  }
  if (m === 'POST' && p === '/orders/coupon') {
    const b = await readBody(req);
    const c = coupons[String(b.couponCode).toUpperCase()];
    return c ? send(res, 200, { coupon: c }) : send(res, 404, { message: 'El cupón no existe' });
  }
  if (m === 'POST' && (p === '/orders/guest' || p === '/orders/user')) {
    const b = await readBody(req);
    const u = p === '/orders/user' ? authUser(req) : null;
    if (p === '/orders/user' && !u) return send(res, 401, { message: 'Por favor inicia sesión para continuar' });
    const o = {
      ...b,
      _id: oid(),
      createdAt: new Date().toISOString(),
      status: 'creada',
      user: u?._id ?? null,
      isPaid: false,
      cancelled: false,
      paymentResult: null,
      accessToken: randomBytes(12).toString('hex'),
    };
    orders.set(o._id, o);
    if (u) {
      u.orders.push(o._id);
      u.firstPurchase = false;
    }
    return send(res, 201, { createdOrder: o });
  }
  match = p.match(/^\/orders\/detail\/([^/]+)$/);
  if (m === 'GET' && match) {
    const o = orders.get(match[1]);
    if (!o) return send(res, 404, { message: 'No encontramos esa orden' });
    if (!o.user && req.headers['x-order-token'] !== o.accessToken)
      return send(res, 403, { message: 'No tienes permiso para realizar esta acción' });
    const { accessToken, ...order } = o;
    return send(res, 200, { order, payment: { mode: 'emulator', publicKey: 'TEST-mock' } });
  }
  match = p.match(/^\/orders\/cancel\/([^/]+)$/);
  if (m === 'PATCH' && match) {
    const o = orders.get(match[1]);
    if (!o) return send(res, 404, { message: 'No encontramos esa orden' });
    Object.assign(o, { cancelled: true, status: 'cancelada', cancelReason: 'Cancelada por el cliente' });
    return send(res, 200, { order: o });
  }
  if (m === 'POST' && p === '/orders/payments/mercadopago') {
    const b = await readBody(req);
    const o = orders.get(b.orderId);
    if (!o) return send(res, 404, { message: 'No encontramos esa orden' });
    return send(res, 200, { preferenceId: `pref-${o._id}`, init_point: `/mp-emulator/checkout/pref-${o._id}` });
  }
  if (m === 'POST' && p === '/contact/email') {
    const b = await readBody(req);
    return b.email ? send(res, 200, { message: 'ok' }) : send(res, 400, { message: 'Falta el correo' });
  }
  if (m === 'GET' && p === '/suscripciones') return send(res, 200, { data: { subscriptions: plans } });
  if (m === 'GET' && p === '/suscripciones/month')
    return send(res, 200, {
      data: {
        desserts: [
          {
            name: 'Tarta de limón',
            flavour: 'Cítrico y fresco',
            texture: 'Cremosa con base crujiente',
            pairing: 'Té verde',
            img: '/images/cajas-3.svg',
          },
          {
            name: 'Brownie de nuez',
            flavour: 'Chocolate intenso',
            texture: 'Húmedo y denso',
            pairing: 'Café americano',
            img: '/images/chocolates-2.svg',
          },
        ],
      },
    });
  match = p.match(/^\/suscripciones\/([^/]+)$/);
  if (m === 'GET' && match) {
    const s = plans.find((x) => x._id === match[1]);
    return s ? send(res, 200, { data: { subscription: s } }) : send(res, 404, { message: 'No encontramos esa suscripción' });
  }
  if (m === 'POST' && p === '/suscripciones/enrroll') {
    const b = await readBody(req);
    if (!b.payer?.email) return send(res, 400, { message: 'El campo payer.email es obligatorio' });
    const id = oid();
    return send(res, 201, {
      enrrollment: { _id: id, status: 'pending', preApproval: { id: `pa-${id}`, init_point: `/mp-emulator/preapproval/pa-${id}` } },
    });
  }
  return send(res, 404, { message: 'La ruta solicitada no existe' });
}

function emulator(req, res, url) {
  const prefMatch = url.pathname.match(/^\/mp-emulator\/checkout\/pref-([0-9a-f]+)$/);
  if (prefMatch) {
    const status = url.searchParams.get('status');
    const o = orders.get(prefMatch[1]);
    if (status && o) {
      if (status === 'approved') Object.assign(o, { isPaid: true, status: 'recibida', paymentResult: { id: '123', status: 'approved' } });
      if (status === 'rejected') Object.assign(o, { status: 'rechazada', paymentResult: { id: '124', status: 'rejected' } });
      res.writeHead(302, { Location: `/order/${o._id}?status=${status}&payment_id=123` });
      return res.end();
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    return res.end(
      `<!doctype html><html lang="es"><title>Emulador Mercado Pago</title><h1>Emulador de Mercado Pago</h1><p>Total: ${o?.totalPrice}</p><a href="?status=approved">Aprobar pago</a> · <a href="?status=rejected">Rechazar pago</a>`,
    );
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><html lang="es"><title>Emulador</title><h1>Emulador de Mercado Pago (preaprobación)</h1>');
}

function serveFile(res, file) {
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, `http://${req.headers.host}`);
    try {
      if (url.pathname.startsWith('/api/')) return await apiRoute(req, res, url);
      if (url.pathname.startsWith('/mp-emulator/')) return emulator(req, res, url);
      if (url.pathname === '/remotes.json')
        return send(res, 200, { storefront: '/remotes/storefront/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js' });
      if (url.pathname.startsWith('/images/')) {
        res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
        return res.end(placeholder(path.basename(url.pathname)));
      }
      const remote = url.pathname.match(/^\/remotes\/(storefront|admin)\/(.+)$/);
      if (remote) {
        if (process.env.MOCK_BREAK_REMOTE === remote[1]) return send(res, 500, 'boom');
        const file = path.join(root, 'frontends', remote[1], 'dist', path.normalize(remote[2]));
        return existsSync(file) && statSync(file).isFile() ? serveFile(res, file) : send(res, 404, { message: 'No encontrado' });
      }
      const file = path.join(root, 'frontends/shell/dist', path.normalize(url.pathname));
      if (url.pathname !== '/' && existsSync(file) && statSync(file).isFile()) return serveFile(res, file);
      return serveFile(res, path.join(root, 'frontends/shell/dist/index.html'));
    } catch (error) {
      send(res, 500, { message: String(error) });
    }
  })
  .listen(PORT, () => console.log(`mock shop on http://localhost:${PORT}`));
