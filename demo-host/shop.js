// The shop's own script. It renders the markup every demo page shares — header, product grid,
// footer — into the page's empty <header>, <section class="products"> and <footer>, so each page
// (index.html, iframe.html, open-button.html, form.html, plain.html, hostile.html) holds only what is its own: the hero text and the
// way it embeds Kefu. "Add to cart" updates the cart count; the e2e tests click it to check the
// page stays interactive while Kefu loads.
const PRODUCTS = [
  { name: 'Panda Mug', price: 49, colors: '#f6d365,#fda085' },
  { name: 'Bamboo Notebook', price: 29, colors: '#84fab0,#8fd3f4' },
  { name: 'Tea Sampler', price: 88, colors: '#a1c4fd,#c2e9fb' },
  { name: 'Silk Scarf', price: 199, colors: '#fbc2eb,#a6c1ee' },
  { name: 'Paper Lantern', price: 35, colors: '#fddb92,#d1fdff' },
  { name: 'Jade Keychain', price: 19, colors: '#96fbc4,#f9f586' },
];

const LOGO = '<svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true"><circle cx="17" cy="17" r="16" fill="#ffb347"/>'
  + '<path d="M9 13h16l-2 10H11z" fill="#2d1e4a"/><circle cx="13" cy="26" r="2" fill="#2d1e4a"/><circle cx="21" cy="26" r="2" fill="#2d1e4a"/></svg>';

const HEADER = `
    <div class="logo">${LOGO} Kefu Demo Shop</div>
    <nav><a href="/">Home</a><a href="/iframe.html">Iframe mode</a><a href="/open-button.html">Own button</a>
      <a href="/form.html">Pre-chat form</a><a href="/plain.html">Plain channel</a>
      <span class="cart">Cart: <span id="cart-count">0</span></span></nav>`;

const product = (p) => `
      <article class="product">
        <div class="pic" style="background: linear-gradient(135deg, ${p.colors})" role="img" aria-label="${p.name}"></div>
        <h3>${p.name}</h3>
        <p class="price">¥ ${p.price}</p>
        <button type="button" data-add>Add to cart</button>
      </article>`;

const FOOTER = `
    <p>Kefu Demo Shop is a made-up shop for trying the Kefu chat. Agents answer at <a href="/desk/">/desk/</a>.
    Full-page chats: <a href="/chat_online/index?channelId=demo&amp;locale=en">demo</a> ·
    <a href="/chat_online/index?channelId=form&amp;locale=en">form</a> ·
    <a href="/chat_online/index?channelId=plain&amp;locale=en">plain</a> ·
    <a href="/hostile.html">hostile host styles</a>.
    Work orders: <a href="/chat_online/leaveMsg?channelId=demo-wo&amp;locale=en">file one</a> ·
    <a href="/chat_online/formData?tenantId=demo&amp;templateId=return-repair&amp;channelId=demo-wo&amp;locale=en">the card form</a></p>`;

document.querySelector('body > header').innerHTML = HEADER;
document.querySelector('main > .products').innerHTML = PRODUCTS.map(product).join('');
document.querySelector('body > footer').innerHTML = FOOTER;

let count = 0;
for (const button of document.querySelectorAll('[data-add]')) {
  button.addEventListener('click', () => {
    count += 1;
    document.getElementById('cart-count').textContent = String(count);
  });
}
