// The shop's own script: "Add to cart" updates the cart count. The e2e tests click it to check
// the page stays interactive while Kefu loads.
let count = 0;
for (const button of document.querySelectorAll('[data-add]')) {
  button.addEventListener('click', () => {
    count += 1;
    document.getElementById('cart-count').textContent = String(count);
  });
}
