// The online-service page's script: a file of its own, so the server's CSP needs no inline script.
(function () {
  'use strict';
  var DEFAULT_HOTLINE = '400-000-0000';
  var PRODUCTS = {
    '1': { name: '酒店', questions: [
      ['如何取消酒店订单？', '在「行程」或订单中心找到该订单，进入详情点击「取消订单」。担保或预付订单在最晚取消时间前可免费取消，之后取消可能产生扣款，以页面提示为准。'],
      ['到店后前台查不到预订怎么办？', '请向前台提供订单号和入住人姓名；仍查不到时拨打客服热线，我们会立即与酒店核实并协助办理入住。'],
      ['可以提前离店吗？', '可以。在订单详情中提交「提前离店」申请，酒店确认后按实际入住天数结算，未入住部分按酒店政策退还。'],
      ['房价超出差旅标准怎么办？', '超标时需选择超标原因，按企业差旅政策可能需要审批，或由个人支付超出部分。'],
      ['酒店发票怎么开？', '公司月结订单由企业统一开票；个人支付的订单可在订单详情中申请发票，或入住时向酒店前台索取。']
    ] },
    '5': { name: '机票', questions: [
      ['如何退票或改签？', '在订单详情中点击「退票」或「改签」，退改费用以航空公司规定为准，提交前页面会展示预估费用。'],
      ['航班延误或取消怎么办？', '航班变动会以短信通知。可在订单详情中申请免费改签或退票；需要协助时请拨打客服热线。'],
      ['为什么下单时价格变了？', '机票价格由航空公司实时调整，提交订单时以最新价格为准；价格变动时页面会提示您确认。'],
      ['行程单或报销凭证在哪里获取？', '出行后可在订单详情中申请电子行程单或发票，公司月结订单由企业统一开具。'],
      ['可以提前选座吗？', '部分航班支持在线选座，请在航空公司官网或值机柜台办理；值机时间以航空公司规定为准。']
    ] },
    '6': { name: '火车票', questions: [
      ['如何退票？', '开车前可在订单详情中退票，退票手续费按铁路规定收取，退款原路返回。开车后请到车站窗口办理。'],
      ['如何改签？', '开车前可在订单详情中改签，改签后新票价高于原票价时需补差价，低于原票价时退还差额。'],
      ['需要绑定12306账号吗？', '不绑定也可以预订；绑定后可使用本人账号购票，便于在12306中查看和办理乘车。'],
      ['抢票能保证成功吗？', '抢票会在有余票时自动为您下单，但不能保证一定成功；未抢到票不收取任何费用。'],
      ['报销凭证怎么获取？', '乘车后请凭购票时使用的有效身份证件到车站窗口或自助机打印报销凭证，或在12306申请电子发票。']
    ] },
    '7': { name: '用车', questions: [
      ['司机迟到或联系不上怎么办？', '可在订单详情中联系司机；超过约定时间仍未到达，可免费取消订单或拨打客服热线。'],
      ['费用有异议怎么办？', '行程结束后可在订单详情中发起费用疑议，我们会与服务商核实，核实后多收部分原路退还。'],
      ['物品遗落在车上怎么办？', '请尽快在订单详情中联系司机，或拨打客服热线，我们会协助联系服务商找回。'],
      ['如何取消用车？', '司机接单前可免费取消；接单后取消可能产生取消费，以页面提示为准。']
    ] },
    '0': { name: '通用', questions: [
      ['在哪里查看差旅标准？', '在「我的」中查看差旅标准，预订时超出标准的产品会有提示。'],
      ['审批进度怎么查看？', '在「审批」中可查看待审批和已审批的单据及进度。'],
      ['如何修改个人信息或常用旅客？', '在「我的」中修改个人资料和常用旅客，证件信息须与出行证件一致。']
    ] }
  };
  var ORDER = ['1', '5', '6', '7', '0'];

  function readQuery() {
    var result = {};
    var search = window.location.search.replace(/^\?/, '');
    if (!search) return result;
    search.split('&').forEach(function (part) {
      if (!part) return;
      var at = part.indexOf('=');
      var key = at < 0 ? part : part.slice(0, at);
      var value = at < 0 ? '' : part.slice(at + 1);
      try { result[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, ' ')); }
      catch (e) { result[key] = value; }
    });
    return result;
  }

  function parseJson(text) {
    if (!text) return null;
    try { var value = JSON.parse(text); return value && typeof value === 'object' ? value : null; }
    catch (e) { return null; }
  }

  function hotlineOf(settingInfo) {
    var info = parseJson(settingInfo);
    var phone = info && (info.servicePhone || info.ServicePhone || info.phone || info.hotline);
    if (!phone && settingInfo && /^[0-9\-\s]{5,20}$/.test(settingInfo)) phone = settingInfo;
    return String(phone || DEFAULT_HOTLINE).trim();
  }

  function hotelNameOf(hotelInfo) {
    var info = parseJson(hotelInfo);
    if (info) return info.HotelName || info.hotelName || info.name || '';
    return hotelInfo || '';
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function showOrder(query) {
    var rows = [];
    var product = PRODUCTS[query.productType];
    if (product && query.productType !== '0') rows.push(['产品', product.name]);
    if (query.orderNo) rows.push(['订单号', query.orderNo]);
    if (query.orderStatus) rows.push(['订单状态', query.orderStatus]);
    var hotelName = hotelNameOf(query.hotelInfo);
    if (hotelName) rows.push(['酒店', hotelName]);
    if (!query.orderNo && !hotelName) return;
    var box = document.getElementById('order-rows');
    rows.forEach(function (row) {
      var line = el('div', 'order-row');
      line.appendChild(el('span', '', row[0]));
      line.appendChild(el('span', '', row[1]));
      box.appendChild(line);
    });
    document.getElementById('order').className = 'card';
  }

  function showQuestions(type) {
    var tabs = document.getElementById('tabs');
    var list = document.getElementById('questions');
    tabs.innerHTML = '';
    list.innerHTML = '';
    ORDER.forEach(function (code) {
      var button = el('button', code === type ? 'active' : '', PRODUCTS[code].name);
      button.type = 'button';
      button.addEventListener('click', function () { showQuestions(code); });
      tabs.appendChild(button);
    });
    PRODUCTS[type].questions.forEach(function (qa, index) {
      var item = el('details');
      if (index === 0) item.open = true;
      item.appendChild(el('summary', '', qa[0]));
      item.appendChild(el('p', '', qa[1]));
      list.appendChild(item);
    });
  }

  var query = readQuery();
  var hotline = hotlineOf(query.settingInfo);
  document.getElementById('hotline-number').textContent = hotline;
  document.getElementById('hotline-call').setAttribute('href', 'tel:' + hotline.replace(/[^0-9+]/g, ''));
  document.body.setAttribute('data-app-key', query.appKey || '');
  document.body.setAttribute('data-group-id', query.groupid || '');
  document.body.setAttribute('data-is-app', query.isApp === '1' ? '1' : '0');
  showOrder(query);
  showQuestions(PRODUCTS[query.productType] ? query.productType : '0');
})();
