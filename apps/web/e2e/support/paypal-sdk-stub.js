/*
 * Stand-in for PayPal's JS SDK in browser tests (paypal.com is unreachable from them). It exposes
 * window.paypal.Buttons and renders two plain buttons that drive the page's callbacks the way the
 * real buttons do: "Pay with PayPal" calls createOrder then onApprove({ orderID }) (the buyer
 * approved in PayPal's window); "Close PayPal window" calls createOrder then onCancel. An exception
 * in either path goes to onError.
 */
(function () {
  function Buttons(options) {
    var container = null;
    var enabled = true;
    var actions = {
      restart: function () {
        if (container) container.setAttribute("data-restarted", "true");
        return Promise.resolve();
      },
      redirect: function () {},
    };
    function fail(error) {
      if (typeof options.onError === "function") options.onError({ message: String(error && error.message ? error.message : error) });
    }
    function button(label, run) {
      var el = document.createElement("button");
      el.type = "button";
      el.className = "btn btn-block paypal-stub-button";
      el.textContent = label;
      el.addEventListener("click", function () {
        if (!enabled) return;
        Promise.resolve()
          .then(function () {
            return options.createOrder({ paymentSource: "paypal" }, {});
          })
          .then(run)
          .catch(fail);
      });
      return el;
    }
    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        container = typeof target === "string" ? document.querySelector(target) : target;
        container.appendChild(
          button("Pay with PayPal", function (orderID) {
            return options.onApprove({ orderID: orderID, payerID: "STUBPAYER", paymentSource: "paypal" }, actions);
          }),
        );
        container.appendChild(
          button("Close PayPal window", function (orderID) {
            if (typeof options.onCancel === "function") return options.onCancel({ orderID: orderID });
          }),
        );
        if (typeof options.onInit === "function") {
          options.onInit({}, {
            enable: function () { enabled = true; return Promise.resolve(); },
            disable: function () { enabled = false; return Promise.resolve(); },
          });
        }
        return Promise.resolve();
      },
      close: function () {
        if (container) container.innerHTML = "";
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons: Buttons, version: "e2e-stub", FUNDING: { PAYPAL: "paypal" } };
})();
